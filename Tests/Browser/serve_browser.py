"""The serve browser test, driven by ServeTests: opens a spec's page in headless Chromium, edits
the spec (saved by renaming, as editors do) and waits for the page to show the new image; on the
index, flips the appearance, scale and redline switches and checks the first image each time (its
URL, its decoded size, its pixels), and waits for the findings of the spec FINDINGS (an index) to
show the rule RULE; then opens the review and clicks Accept on the first case. Prints one line per
step; exits 1 on failure.

usage: serve_browser.py PORT SPEC FINDINGS RULE"""
import sys
from cdp import Chromium, save_by_renaming

port, spec, findings, rule = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
base = f"http://127.0.0.1:{port}"
c = Chromium()
try:
    c.open(base + "/spec/0")
    c.wait("!!document.querySelector('img.mock') && document.querySelector('img.mock').complete && document.querySelector('img.mock').naturalWidth > 0")
    print("page shows", c.eval("document.querySelector('img.mock').naturalWidth"), "px wide image", flush=True)
    text = open(spec).read()
    save_by_renaming(spec, text.replace('"Home"', '"Start"'))
    c.wait("document.body.dataset.version === '2'")
    src = c.eval("document.querySelector('img.mock').getAttribute('src')")
    how = ", pushed in the event" if src.startswith("data:image/png;base64,") else " from " + src
    shown = c.eval("document.querySelector('img.mock').dataset.version")
    print(f"new image shown: version {shown}{how}", flush=True)
    save_by_renaming(spec, text.replace('"house"', '"hous"'))
    c.wait("document.getElementById('error-0').textContent.includes('unknown symbol')")
    print("error shown:", c.eval("document.getElementById('error-0').textContent").split("\n")[0], flush=True)
    assert c.eval("document.querySelector('img.mock').naturalWidth") > 0, "the last good image went away"
    save_by_renaming(spec, text)
    c.wait("document.getElementById('error-0').textContent === '' && document.body.dataset.version === '4'")

    # The index's switches: each changes the first image's URL and what it decodes to.
    c.send("Page.navigate", {"url": base + "/"})
    c.wait("location.pathname === '/' && document.readyState === 'complete' && !!document.getElementById('switches')")
    probe = """(() => { const img = document.querySelector('img.mock');
      if (!img.complete || !img.naturalWidth) return null;
      const cv = document.createElement('canvas'); cv.width = img.naturalWidth; cv.height = img.naturalHeight;
      const g = cv.getContext('2d'); g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, cv.width, cv.height).data; let sum = 0;
      for (let i = 0; i < d.length; i += 4) sum += (d[i] + d[i + 1] + d[i + 2]) * d[i + 3] / 255;
      return {src: img.getAttribute('src'), width: img.naturalWidth, height: img.naturalHeight, light: sum / (d.length / 4) / 3}; })()"""
    def flip(control, value, wanted):
        c.eval(f"(() => {{ const e = document.getElementById('{control}'); if (e.type === 'checkbox') e.checked = {str(value).lower()}; else e.value = {value!r}; "
               "document.getElementById('switches').dispatchEvent(new Event('change')); })()")
        c.wait(f"(() => {{ const img = document.querySelector('img.mock'); return img.getAttribute('src').includes({wanted!r}) && img.complete && img.naturalWidth > 0; }})()")
        return c.eval(probe)
    c.wait(probe)
    before = c.eval(probe)
    dark = flip("appearance", "dark", "appearance=dark")
    assert dark["light"] < before["light"] - 40, f"dark is not darker: {before} → {dark}"
    print(f"dark: {dark['src']} mean light {before['light']:.0f} → {dark['light']:.0f}", flush=True)
    one = flip("scale", "1", "scale=1")
    ratio = before["width"] / one["width"]
    assert ratio in (2, 3) and before["height"] == one["height"] * ratio, f"@1x is not the device's size over its scale: {before} → {one}"
    print(f"scale 1: {one['src']} {before['width']}×{before['height']} → {one['width']}×{one['height']} px", flush=True)
    red = flip("redlines", True, "redlines=1")
    assert red["width"] > one["width"] and red["height"] > one["height"], f"the redlines add no margin: {one} → {red}"
    print(f"redlines: {red['src']} {red['width']}×{red['height']} px; address {c.eval('location.search')}", flush=True)
    back = flip("redlines", False, "scale=1&v=")
    assert (back["width"], back["height"]) == (one["width"], one["height"]), f"redlines off: {back}"
    sel = f"#findings-{findings} li.sev-warning[data-rule={rule!r}]"
    c.wait(f"!!document.querySelector({sel!r})")
    print("finding shown:", c.eval(f"document.querySelector({sel!r}).textContent"), flush=True)

    c.send("Page.navigate", {"url": base + "/review"})
    c.wait("location.pathname === '/review' && document.readyState === 'complete' && !!document.querySelector('button.accept')")
    for mode in ["swipe", "onion", "blink", "side"]:
        c.eval(f"document.querySelector('input[value={mode}]').click()")
    name = c.eval("document.querySelector('section.case h2').textContent")
    c.eval("window.beforeAccept = 1; document.querySelector('button.accept').click()")
    c.wait("window.beforeAccept === undefined && location.pathname === '/review' && document.readyState === 'complete'")
    print("accepted", name, flush=True)
finally:
    c.close()
