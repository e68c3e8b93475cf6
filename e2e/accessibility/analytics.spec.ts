import { connectAndOpenDashboard, expect, test } from "../youtube/analytics-fixtures.ts";
import { expectAccessible } from "./axe.ts";

test("the dashboard's YouTube Analytics passes axe in both themes", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await connectAndOpenDashboard(page);
  const section = page.getByRole("region", { name: "YouTube Analytics" });
  await expect(section.getByTestId("analytics-total")).toHaveCount(3);
  await expectAccessible(page, "channel dashboard with YouTube Analytics");
});
