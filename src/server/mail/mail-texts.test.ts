import { describe, expect, it } from "vitest";
import { actorName, assignedMail, confirmationMail, invitationMail, mentionedMail, reviewMail } from "./mail-texts.ts";

// Decision 040: every mail in its reader's language, the English ones word for word as before.
describe("the mails' texts", () => {
  const link = "http://localhost:3000/x";

  it("keeps the English mails as they were", () => {
    expect(confirmationMail("en", { email: "a@example.com", name: "Ana" }, link)).toEqual({
      to: "a@example.com",
      subject: "Confirm your Scriptloom account",
      text: `Hello Ana,\n\nConfirm your e-mail address for Scriptloom by opening this link:\n${link}\n`,
      link,
    });
    expect(invitationMail("en", "b@example.com", "admin", link)).toMatchObject({
      subject: "You're invited to Scriptloom",
      text: `You have been invited to join Scriptloom as admin.\n\nAccept the invitation and create your account:\n${link}\n\nThe link is valid for 7 days and can be used once.\n`,
    });
    expect(assignedMail("en", "c@example.com", { actor: "Ana", title: "Bread" }, link)).toMatchObject({
      subject: "Ana assigned you “Bread”",
      text: `Ana assigned you the video “Bread” in Scriptloom.\n\nOpen it:\n${link}\n\nYou can turn these mails off in Settings.\n`,
    });
    expect(mentionedMail("en", "c@example.com", { actor: "Ana", title: "Bread", quote: "\n\nHi" }, link).text).toBe(
      `Ana mentioned you in a note on “Bread”:\n\nHi\n\nOpen the note:\n${link}\n\nYou can turn these mails off in Settings.\n`,
    );
    const guest = actorName("en", { guestName: "Olga", name: null });
    expect(reviewMail("en", "d@example.com", "review_approved", { actor: guest, title: "Bread" }, link)).toMatchObject({
      subject: "Olga (guest) approved the script of “Bread”",
      text: `Olga (guest) approved the script of “Bread”.\n\nOpen the script:\n${link}\n\nYou can turn these mails off in Settings.\n`,
    });
    expect(actorName("en", { guestName: null, name: null })).toBe("Someone");
  });

  it("writes the confirmation, the invitation and the notifications in Spanish, Japanese, Portuguese and Hindi", () => {
    expect(confirmationMail("es", { email: "a@example.com", name: "Ana" }, link)).toMatchObject({
      subject: "Confirma tu cuenta de Scriptloom",
      text: `Hola, Ana:\n\nConfirma tu dirección de correo para Scriptloom abriendo este enlace:\n${link}\n`,
    });
    const invitation = invitationMail("ja", "b@example.com", "moderator", link);
    expect(invitation.subject).toBe("Scriptloom への招待");
    expect(invitation.text).toContain("モデレーターとして招待されました");
    expect(invitation.text).toContain(link);
    expect(invitationMail("pt-BR", "b@example.com", "user", link).text).toContain("como membro");
    const guest = actorName("hi", { guestName: "Olga", name: null });
    const review = reviewMail("hi", "d@example.com", "review_comment", { actor: guest, title: "Bread" }, link);
    expect(review.subject).not.toContain("commented");
    expect(review.text).toContain("स्क्रिप्ट खोलें");
  });
});
