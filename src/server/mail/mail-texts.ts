import type { InterfaceLanguage } from "../../shared/interface-language.ts";
import { msg } from "../../shared/message.ts";
import { type ReviewNotificationKind, reviewNotificationMessage } from "../../shared/review-notification-line.ts";
import { translate } from "../i18n.ts";
import type { Mail } from "./mailer.ts";

// The mails' subjects and texts, in the reader's language (decision 040): catalogue messages ("server",
// marked with msg()) with their values as ICU arguments, never sentences built from pieces. The links
// are values, never translated.

const TURN_OFF = msg("You can turn these mails off in Settings.");

/** The sign-up confirmation: to the new account, in the language it signed up in. */
export function confirmationMail(language: InterfaceLanguage, to: { email: string; name: string }, url: string): Mail {
  return {
    to: to.email,
    subject: translate(language, msg("Confirm your Scriptloom account")),
    text: translate(
      language,
      msg("Hello {name},\n\nConfirm your e-mail address for Scriptloom by opening this link:\n{url}\n"),
      { name: to.name, url },
    ),
    link: url,
  };
}

/** An invitation: in the inviting admin's language, the invitee having none of their own yet. */
export function invitationMail(language: InterfaceLanguage, email: string, role: string, link: string): Mail {
  return {
    to: email,
    subject: translate(language, msg("You're invited to Scriptloom")),
    text: translate(
      language,
      msg(
        "You have been invited to join Scriptloom as {role}.\n\nAccept the invitation and create your account:\n{link}\n\nThe link is valid for 7 days and can be used once.\n",
      ),
      { role, link },
    ),
    link,
  };
}

/** "Olga (guest)", "Ana", or "Someone" for a deleted account: who did what a notification tells. */
export function actorName(language: InterfaceLanguage, actor: { guestName: string | null; name: string | null }) {
  if (actor.guestName) return translate(language, msg("{name} (guest)"), { name: actor.guestName });
  return actor.name || translate(language, msg("Someone"));
}

/** A review notification's mail (decision 036): its line is the subject, the script's link below. */
export function reviewMail(
  language: InterfaceLanguage,
  to: string,
  kind: ReviewNotificationKind,
  values: { actor: string; title: string },
  link: string,
): Mail {
  const what = reviewNotificationMessage(kind);
  return {
    to,
    subject: translate(language, what, values),
    text: translate(language, msg("{what}.\n\nOpen the script:\n{link}\n\n{turnOff}\n"), {
      what: translate(language, what, values),
      link,
      turnOff: translate(language, TURN_OFF),
    }),
    link,
  };
}

/** "Ana assigned you “Title”". */
export function assignedMail(
  language: InterfaceLanguage,
  to: string,
  values: { actor: string; title: string },
  link: string,
): Mail {
  return {
    to,
    subject: translate(language, msg("{actor} assigned you “{title}”"), values),
    text: translate(
      language,
      msg("{actor} assigned you the video “{title}” in Scriptloom.\n\nOpen it:\n{link}\n\n{turnOff}\n"),
      { ...values, link, turnOff: translate(language, TURN_OFF) },
    ),
    link,
  };
}

/** "Ana mentioned you in a note on “Title”", with the note's text quoted. */
export function mentionedMail(
  language: InterfaceLanguage,
  to: string,
  values: { actor: string; title: string; quote: string },
  link: string,
): Mail {
  return {
    to,
    subject: translate(language, msg("{actor} mentioned you in a note on “{title}”"), values),
    text: translate(
      language,
      msg("{actor} mentioned you in a note on “{title}”:{quote}\n\nOpen the note:\n{link}\n\n{turnOff}\n"),
      { ...values, link, turnOff: translate(language, TURN_OFF) },
    ),
    link,
  };
}
