// Decision 040 end to end: an error the server words with a value (a niche's name) reaches a member
// whose browser speaks Spanish in Spanish, the value put in, in the toast that says what failed.
import { expect, test } from "../fixtures.ts";

test.use({ locale: "es-ES" });

test("a niche named twice: the server's refusal reads in Spanish, with the niche's name", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const created = await page.request.post(`${server.url}/api/ideas/niches`, {
    data: { name: "Carpintería" },
    headers: { origin: server.url },
  });
  expect(created.ok()).toBe(true);

  await page.goto("/ideas/outliers");
  await page.getByLabel("Nuevo nicho").fill("Carpintería");
  await page.getByLabel("Nuevo nicho").press("Enter");
  await expect(page.getByText('Ya existe un nicho llamado "Carpintería"')).toBeVisible();
});
