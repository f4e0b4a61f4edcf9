"""The serve browser test, driven by ServeTests: opens a spec's page in headless Chromium, edits
the spec (saved by renaming, as editors do) and waits for the page to show the new image, then
opens the review and clicks Accept on the first case. Prints one line per step; exits 1 on failure.

usage: serve_browser.py PORT SPEC"""
import sys
from cdp import Chromium, save_by_renaming

port, spec = int(sys.argv[1]), sys.argv[2]
base = f"http://127.0.0.1:{port}"
c = Chromium()
try:
    c.open(base + "/spec/0")
    c.wait("!!document.querySelector('img.mock') && document.querySelector('img.mock').complete && document.querySelector('img.mock').naturalWidth > 0")
    print("page shows", c.eval("document.querySelector('img.mock').naturalWidth"), "px wide image", flush=True)
    text = open(spec).read()
    save_by_renaming(spec, text.replace('"Home"', '"Start"'))
    c.wait("document.body.dataset.version === '2'")
    print("new image shown:", c.eval("document.querySelector('img.mock').getAttribute('src')"), flush=True)
    save_by_renaming(spec, text.replace('"house"', '"hous"'))
    c.wait("document.getElementById('error-0').textContent.includes('unknown symbol')")
    print("error shown:", c.eval("document.getElementById('error-0').textContent").split("\n")[0], flush=True)
    assert c.eval("document.querySelector('img.mock').naturalWidth") > 0, "the last good image went away"
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
