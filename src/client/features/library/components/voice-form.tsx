import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { type ChannelVoice, channelVoiceSchema, VOICE_LIMITS } from "../../../../shared/schemas/channel-voice.ts";

/** One phrase a line; words to avoid separated by commas or lines. Empty parts are dropped. */
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
const commaList = (text: string) =>
  text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);

/** The profile's schema with its lists typed as text: the server's own messages, field by field. */
const voiceFormSchema = channelVoiceSchema.extend({
  sentenceLength: z.coerce.number<string | number>().pipe(channelVoiceSchema.shape.sentenceLength),
  signaturePhrases: z.string().transform(lines).pipe(channelVoiceSchema.shape.signaturePhrases),
  avoidWords: z.string().transform(commaList).pipe(channelVoiceSchema.shape.avoidWords),
});
type FormValues = z.input<typeof voiceFormSchema>;

const EMPTY: ChannelVoice = {
  tone: "",
  sentenceLength: 15,
  vocabulary: "",
  signaturePhrases: [],
  openings: "",
  closings: "",
  avoidWords: [],
};

/** Writes or edits a channel's voice profile. */
export function VoiceForm({
  profile,
  saving,
  onSave,
  onCancel,
}: {
  profile: ChannelVoice | null;
  saving: boolean;
  onSave: (profile: ChannelVoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("library");
  const start = profile ?? EMPTY;
  const form = useForm<FormValues, unknown, ChannelVoice>({
    resolver: zodResolver(voiceFormSchema),
    defaultValues: {
      ...start,
      signaturePhrases: start.signaturePhrases.join("\n"),
      avoidWords: start.avoidWords.join(", "),
    },
  });
  const { errors } = form.formState;
  const text = (name: "tone" | "vocabulary" | "openings" | "closings", label: string, hint: string) => {
    const id = `voice-${name}`;
    return (
      <FormField id={id} label={label} error={errors[name]?.message} hint={hint}>
        <Textarea
          id={id}
          rows={2}
          className="field-sizing-fixed resize-y"
          {...describedBy(id, errors[name], hint)}
          {...form.register(name)}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate className="grid gap-4" aria-label={t("Voice profile")}>
      {text("tone", t("Tone"), t("How the channel sounds, in a sentence or two"))}
      <FormField
        id="voice-sentence-length"
        label={t("Sentence length (average words)")}
        error={errors.sentenceLength?.message}
        hint={t("{min} to {max} words", { min: VOICE_LIMITS.sentenceLengthMin, max: VOICE_LIMITS.sentenceLengthMax })}
      >
        <Input
          id="voice-sentence-length"
          type="number"
          inputMode="numeric"
          min={VOICE_LIMITS.sentenceLengthMin}
          max={VOICE_LIMITS.sentenceLengthMax}
          className="w-32"
          {...describedBy("voice-sentence-length", errors.sentenceLength, "range")}
          {...form.register("sentenceLength")}
        />
      </FormField>
      {text("vocabulary", t("Vocabulary"), t("The words it reaches for: plain or technical, recurring terms"))}
      <FormField
        id="voice-phrases"
        label={t("Signature phrases")}
        error={errors.signaturePhrases?.message ?? firstItemError(errors.signaturePhrases)}
        hint={t("One a line, at most {max}", { max: VOICE_LIMITS.phrases })}
      >
        <Textarea
          id="voice-phrases"
          rows={3}
          className="field-sizing-fixed resize-y"
          {...describedBy("voice-phrases", errors.signaturePhrases, "hint")}
          {...form.register("signaturePhrases")}
        />
      </FormField>
      {text("openings", t("How videos open"), t("The first lines: a greeting, a question, a cold open"))}
      {text("closings", t("How videos close"), t("The last lines: a sign-off, a teaser, a call to action"))}
      <FormField
        id="voice-avoid"
        label={t("Words to avoid")}
        error={errors.avoidWords?.message ?? firstItemError(errors.avoidWords)}
        hint={t("Separated by commas, at most {max}", { max: VOICE_LIMITS.avoidWords })}
      >
        <Input
          id="voice-avoid"
          autoComplete="off"
          {...describedBy("voice-avoid", errors.avoidWords, "hint")}
          {...form.register("avoidWords")}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {t("Cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner aria-hidden="true" role="presentation" />}
          {saving ? t("Saving...") : t("Save Voice")}
        </Button>
      </div>
    </form>
  );
}

/** A list's error sits on the item that broke it ("A phrase must be at most 80 characters"). */
function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  for (const item of Object.values(error)) {
    if (item && typeof item === "object" && "message" in item && typeof item.message === "string") return item.message;
  }
  return undefined;
}
