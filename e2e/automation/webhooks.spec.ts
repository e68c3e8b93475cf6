// Decision 045: an admin registers a webhook endpoint in the admin panel (from the keyboard), copies its
// signing secret (shown once), and a receiver the test runs verifies each delivery with the
// `standardwebhooks` package; the delivery log shows it delivered, a receiver's 500 as a failed attempt,
// and "Redeliver" once the receiver is back. An address in the server's own network is refused with the
// server's message in the dialog. Axe in both themes.
import type { Page } from "@playwright/test";
import { startReceiver, verifiedEvents } from "../../src/server/testing/webhook-receiver.ts";
import { expectAccessible } from "../accessibility/axe.ts";
import { expect, test } from "../fixtures.ts";

test.use({ colorScheme: "light" });
test.setTimeout(240_000);
// The receiver is on loopback (allowed for this server only); a failed attempt's retry is an hour away,
// so what the log shows of it stays put while the test looks.
test.use({ serverEnv: { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1", WEBHOOK_RETRY_DELAYS_S: "3600" } });

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let receiverUrl: string;
/** What the receiver answers: 500 while the test has it fail. */
let status = 200;
test.beforeEach(async () => {
  status = 200;
  receiver = await startReceiver();
  receiver.answer(() => ({ status }));
  receiverUrl = `http://127.0.0.1:${receiver.port}/hooks/scriptloom`;
});
test.afterEach(async () => {
  await receiver.close();
});

async function createIdea(page: Page, serverUrl: string, title: string) {
  const res = await page.request.post(`${serverUrl}/api/ideas`, { data: { title }, headers: { origin: serverUrl } });
  expect(res.status(), await res.text()).toBe(201);
}

test("an admin adds a webhook from the keyboard; deliveries are signed, logged, and redelivered after a 500", async ({
  page,
  server,
  signUpViaApi,
}) => {
  // The first account is the workspace's admin.
  await signUpViaApi(page, { name: "Hook Admin" });
  await page.goto("/admin");
  const tab = page.getByRole("tab", { name: "Webhooks" });
  await tab.focus();
  await page.keyboard.press("Enter");
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No webhook endpoints yet.")).toBeVisible();
  await expectAccessible(page, "admin: webhooks, none yet");

  // Keyboard: open the dialog, type an address in the cloud's metadata range, choose an event, submit.
  await page.getByRole("button", { name: "Add endpoint" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
  await expect(dialog).toBeVisible();
  const url = dialog.getByLabel("URL");
  await expect(url).toBeFocused();
  await page.keyboard.type("https://169.254.169.254/");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Description (optional)")).toBeFocused();
  await page.keyboard.type("n8n ideas");
  await page.keyboard.press("Tab");
  const ideaEvent = dialog.getByRole("checkbox", { name: /An idea is created/ });
  await expect(ideaEvent).toBeFocused();
  await page.keyboard.press("Space");
  await expect(ideaEvent).toBeChecked();
  await dialog.getByRole("button", { name: "Add endpoint" }).focus();
  await page.keyboard.press("Enter");
  // The server's own words, beside the form, and the dialog stays open to fix the address.
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("Webhooks can't be sent to 169.254.169.254");
  await expect(refusal).toContainText("private, loopback or link-local address");
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "admin: a refused webhook address");

  // The receiver's address instead; Enter in the URL field submits the form.
  await url.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(receiverUrl);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Webhook endpoint added")).toBeVisible();

  const shown = page.getByTestId("webhook-secret");
  await expect(shown).toContainText("you won't be able to see it again");
  const secret = await shown.getByRole("textbox", { name: "Signing secret" }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  const endpoint = page.getByTestId("webhook-endpoint").filter({ hasText: receiverUrl });
  await expect(endpoint).toContainText("n8n ideas");
  await expect(endpoint).toContainText("An idea is created");
  await expectAccessible(page, "admin: a new webhook's secret shown once");

  // An event: the receiver gets it signed with that secret.
  await createIdea(page, server.url, "Hooks that land");
  await expect.poll(() => receiver.received.length).toBe(1);
  const [first] = verifiedEvents(receiver.received, secret);
  expect(first).toMatchObject({ type: "idea.created", data: { idea: { title: "Hooks that land" } } });

  // The log, opened from the keyboard, shows it delivered (it refreshes by itself).
  const logToggle = endpoint.getByRole("button", { name: "Delivery log" });
  await logToggle.focus();
  await page.keyboard.press("Enter");
  await expect(logToggle).toHaveAttribute("aria-expanded", "true");
  const deliveries = endpoint.getByTestId("webhook-delivery");
  await expect(deliveries).toHaveCount(1);
  await expect(deliveries.first()).toContainText("Delivered");
  await expect(deliveries.first()).toContainText("1 attempt · answered 200");

  // The receiver fails: the next event's attempt is logged with its 500 and waits for its retry.
  status = 500;
  await createIdea(page, server.url, "Hooks that bounce");
  await expect(deliveries).toHaveCount(2, { timeout: 10_000 });
  const failed = deliveries.first();
  await expect(failed).toContainText("1 attempt · answered 500", { timeout: 10_000 });
  await expect(failed).toContainText("Waiting");
  await expect(failed).toContainText("next attempt");
  expect(receiver.received).toHaveLength(2);
  await expectAccessible(page, "admin: a webhook delivery log with a failed attempt");

  // Back up: "Redeliver" (from the keyboard) sends the event again as a new, delivered delivery.
  status = 200;
  await failed.getByRole("button", { name: /^Redeliver the event An idea is created/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Sent again")).toBeVisible();
  await expect(deliveries).toHaveCount(3);
  await expect(deliveries.first()).toContainText("Delivered", { timeout: 10_000 });
  await expect(deliveries.first()).toContainText("answered 200");
  const again = receiver.received[2];
  expect(again.headers["webhook-id"]).not.toBe(receiver.received[1].headers["webhook-id"]);
  expect(verifiedEvents([again], secret)[0]).toMatchObject({
    type: "idea.created",
    data: { idea: { title: "Hooks that bounce" } },
  });
});
