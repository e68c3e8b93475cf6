// The languages the double's "model" writes besides English, as a multilingual model does when a prompt
// says "Write in Japanese (日本語, ja)": its own sentences in that language, with the language's own
// punctuation and spacing (Japanese: 。、「」 and no spaces between words; Spanish: ¿…? and ¡…!; Hindi:
// Devanagari with the danda । and spaces between words). Streamed through the same o200k tokenizer,
// Japanese comes out one or two characters a token, as BPE vocabularies cut CJK text (a kanji is often
// two or three byte-level tokens; tokens.ts merges those into whole characters).

/** The languages the double writes; any other language asked for gets English, as from a model that can't. */
export type DoubleLanguage = "en" | "ja" | "es" | "hi";

/**
 * The language a prompt asks for: the last "Write in <name> (…, tag)." line, which is how the product's
 * prompts name it (a model reads the instruction, not a field). English when none is named.
 */
export function languageAskedFor(prompt: string): DoubleLanguage {
  const tag = [...prompt.matchAll(/Write in [^\n(]+\((?:[^()\n]*, )?([A-Za-z]{2,3})(?:-[A-Za-z0-9-]+)?\)\./g)].at(
    -1,
  )?.[1];
  const primary = tag?.toLowerCase();
  return primary === "ja" || primary === "es" || primary === "hi" ? primary : "en";
}

/** Languages written without spaces between words: the double measures them in characters, as it is asked. */
export const writesWithoutSpaces = (language: DoubleLanguage) => language === "ja";

/** Slots as in prose.ts: {S} the subject, {N} a small number, {P} a percentage. */
export const SENTENCES: Record<Exclude<DoubleLanguage, "en">, string[]> = {
  ja: [
    "「{S}」は難しそうに見えますが、実はとてもシンプルです。",
    "高い道具がなくても、ちゃんと結果は出せます。",
    "初めて何かに挑戦したとき、一回目でうまくいきましたか？",
    "ある調査では、初心者の約{P}が{N}週間以内にやめてしまったそうです。",
    "それは失敗ではなく、いちばん役に立つフィードバックです。",
    "「小さく始めて、続けること」と視聴者の方が教えてくれました。",
    "「{S}」を簡単そうにこなす人がいる理由は、正直に言えば練習です。",
    "では、なぜこれがそんなに大切なのでしょうか。",
    "最初の一歩は、「{S}」で何をしたいのかを決めて、書き出すことです。",
    "先に進みたくなりますが、伸びしろの多くは基本に隠れています。",
    "正直なところ、初日から完璧にできる人はいません。",
    "続けていれば、{N}日ほどで違いに気づくはずです。",
    "もし間違えたら、どうなるのでしょう。",
    "たいていは何も起きません。直して、もう一度やって、少しずつ学ぶだけです。",
    "完璧を目指すより、毎日続けることを大事にしてください。",
    "よくある失敗は、一度にたくさんやりすぎることです。",
    "一つに絞って、それがうまくできてから次に進みましょう。",
    "「本当にやる価値はあるの？」とよく聞かれます。",
    "期待しすぎなければ、ほとんどの人にとって答えははいです。",
    "簡単な記録をつけると、何がうまくいっているのかが見えてきます。",
    "「{S}」に正解は一つではなく、そこが面白いところです。",
    "{N}週間試して、どう感じるか確かめてみてください。",
    "続けられる人は才能があるのではなく、ただ習慣にしているだけです。",
    "小さな成功は、思っているより早く積み重なります。",
    "結局のところ、近道ではなく長く続く習慣を作ることが大切です。",
  ],
  es: [
    "Mucha gente llega a {S} pensando que es complicado, pero es más sencillo de lo que parece.",
    "No necesitas un equipo caro para conseguir buenos resultados.",
    "¿Recuerdas la última vez que probaste algo nuevo y salió bien a la primera?",
    "En una pequeña encuesta, cerca del {P} de los principiantes lo dejó en {N} semanas.",
    "Eso no es un fracaso; es información, y de la más útil que hay.",
    "«Empieza poco a poco», me escribió una espectadora, «y luego no pares».",
    "Si alguna vez te preguntaste por qué a algunos {S} les parece fácil, la respuesta es la práctica.",
    "¿Y por qué importa tanto todo esto?",
    "El primer paso es decidir qué quieres de verdad de {S} y escribirlo.",
    "Es tentador saltarse lo básico, pero ahí se esconde casi todo el progreso.",
    "Seamos sinceros: nadie lo hace bien el primer día.",
    "Notarás la diferencia en unos {N} días si eres constante.",
    "¿Qué pasa si te equivocas?",
    "Normalmente nada grave: ajustas, lo intentas otra vez y aprendes un poco más.",
    "No te preocupes por la perfección; preocúpate por aparecer cada día.",
    "Un error que veo todo el tiempo es hacer demasiado a la vez.",
    "Elige una sola cosa, hazla bien y solo entonces pasa a la siguiente.",
    "Mucha gente me pregunta: «¿De verdad vale la pena?».",
    "Para casi todos la respuesta es sí, siempre que las expectativas sean realistas.",
    "Lleva un registro sencillo, aunque sean unas pocas líneas, porque te muestra qué funciona.",
    "No hay una única forma correcta de abordar {S}, y eso es parte de la gracia.",
    "Pruébalo durante {N} semanas y mira cómo te sientes.",
    "¡Los pequeños logros se acumulan más rápido de lo que crees!",
    "Al final, se trata de crear hábitos que duren, no de buscar atajos.",
  ],
  hi: [
    "ज़्यादातर लोग सोचते हैं कि {S} मुश्किल है, लेकिन यह दिखने से कहीं आसान है।",
    "अच्छे नतीजों के लिए महँगे सामान की ज़रूरत नहीं होती।",
    "पिछली बार जब आपने कुछ नया आज़माया था, क्या वह पहली बार में ही हो गया था?",
    "एक छोटे सर्वे में करीब {P} नए लोगों ने {N} हफ़्तों में ही हार मान ली।",
    "यह नाकामी नहीं है, यह सबसे काम की सीख है।",
    'एक दर्शक ने मुझे लिखा, "छोटे से शुरू करो और चलते रहो।"',
    "कुछ लोग {S} को आसान बना देते हैं, और इसका सीधा जवाब है अभ्यास।",
    "तो यह इतना ज़रूरी क्यों है?",
    "पहला कदम यह तय करना है कि आप {S} से असल में क्या चाहते हैं।",
    "आगे बढ़ने का मन करता है, लेकिन असली फ़ायदा बुनियादी बातों में छिपा है।",
    "सच कहूँ तो पहले ही दिन कोई भी इसे सही नहीं कर पाता।",
    "अगर आप लगे रहें तो {N} दिनों में फ़र्क दिखने लगेगा।",
    "अगर गलती हो जाए तो क्या होगा?",
    "आम तौर पर कुछ खास नहीं: आप सुधारते हैं, फिर कोशिश करते हैं और थोड़ा और सीखते हैं।",
    "परफ़ेक्शन की चिंता मत कीजिए, रोज़ शुरू करने की चिंता कीजिए।",
    "एक आम गलती है एक साथ बहुत कुछ करने की कोशिश।",
    "एक चीज़ चुनिए, उसे अच्छे से कीजिए, फिर अगली पर जाइए।",
    'लोग अक्सर पूछते हैं, "क्या यह सच में फ़ायदेमंद है?"',
    "ज़्यादातर लोगों के लिए जवाब हाँ है, बशर्ते उम्मीदें सही हों।",
    "एक आसान सा रिकॉर्ड रखिए, इससे पता चलता है कि क्या काम कर रहा है।",
    "{S} को करने का कोई एक सही तरीका नहीं है, और यही इसकी खूबी है।",
    "इसे {N} हफ़्ते आज़माइए और देखिए कैसा लगता है।",
    "छोटी जीतें आपकी सोच से जल्दी जुड़ती जाती हैं।",
    "आखिर में बात ऐसी आदतें बनाने की है जो टिकें, जल्दी के नुस्खों की नहीं।",
  ],
};
