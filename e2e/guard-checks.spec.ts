import { expect, test } from "./fixtures";
import { inspectFocus, inspectLayout, PRIMARY_ACTIONS } from "./guard-checks";

/** The guard's own checks find each kind of defect on a page made of them, and let the deliberate cases pass. */

const ACTIONS = `^(${PRIMARY_ACTIONS.join("|")})`;

test("the guard's checks name a page wider than the phone, an action off screen, cut text and a field under a fixed bar", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.setContent(`<!doctype html><html><head><style>body{margin:0;font:16px sans-serif} .bar{position:fixed;left:0;right:0;bottom:0;height:60px;background:#eee}</style></head><body>
    <div data-testid="wide" style="width:420px;height:20px">Wide strip</div>
    <div style="display:flex;width:360px;overflow:visible"><span style="flex:none;width:330px">Product</span><button style="flex:none">Add to Cart</button></div>
    <p data-testid="clipped" style="width:120px;height:20px;overflow:hidden;line-height:20px">A long product name that does not fit</p>
    <p data-testid="kept" title="Halter with brass fittings, forest green" style="width:120px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Halter with brass fittings, forest green</p>
    <span class="sr-only" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;padding:8px 12px">Skip to content</span>
    <div role="region" aria-label="Orders" tabindex="0" style="overflow-x:auto;width:340px"><p>Scroll →</p><div style="width:700px;text-align:right"><button>View</button></div></div>
    <div style="height:700px"></div>
    <label>Name <input name="name" style="position:absolute;top:750px;left:10px"></label>
    <nav class="bar" data-testid="bottom-bar">Dashboard Orders</nav>
  </body></html>`);
  const layout = await page.evaluate(inspectLayout, ACTIONS);
  const text = layout.map((p) => `${p.check}: ${p.element} "${p.text}" ${p.detail}`);
  expect(
    text.filter((t) => t.startsWith("wider:")),
    text.join("\n"),
  ).toHaveLength(1);
  expect(text.find((t) => t.startsWith("wider:"))).toContain('[data-testid="wide"]');
  expect(text.filter((t) => t.startsWith("action:"))).toEqual([expect.stringContaining('"Add to Cart"')]);
  expect(text.filter((t) => t.startsWith("cut:"))).toEqual([expect.stringContaining('[data-testid="clipped"]')]);

  const focus = await page.evaluate(inspectFocus);
  expect(focus.map((p) => `${p.element} ${p.detail}`)).toEqual([expect.stringMatching(/input\[name="name"\].*fixed.*bottom-bar/)]);
});
