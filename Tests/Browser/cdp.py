"""Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe):
no WebDriver, no websocket library, nothing downloaded. Used by the serve browser test
(serve_browser.py) and the latency benchmark (Benchmarks/serve-latency.py)."""
import json
import os
import shutil
import subprocess
import tempfile
import time


class Chromium:
    def __init__(self, width=1200, height=900):
        exe = shutil.which("chromium") or shutil.which("chromium-browser")
        if not exe:
            raise SystemExit("chromium is not installed (apt-packages.txt installs it)")
        self.profile = tempfile.mkdtemp(prefix="navmock-chromium-")
        # Chromium reads commands from fd 3 and writes answers to fd 4.
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        os.dup2(to_chrome_r, 3 + 100)
        os.dup2(from_chrome_w, 4 + 100)

        def fds():
            os.dup2(103, 3)
            os.dup2(104, 4)

        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--user-data-dir=" + self.profile, f"--window-size={width},{height}", "--no-first-run",
             "--hide-scrollbars", "about:blank"],
            pass_fds=(3, 4, 103, 104), preexec_fn=fds, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for fd in (to_chrome_r, from_chrome_w, 103, 104):
            os.close(fd)
        self.next_id = 0
        self.buffer = b""
        self.session = None

    def send(self, method, params=None, session=True, timeout=60):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(msg).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self.next_id:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error']}")
                    return answer.get("result", {})
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        raise TimeoutError(method)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.wait(f"location.href === {json.dumps(url)} && document.readyState === 'complete'")

    def eval(self, expression):
        r = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in r:
            raise RuntimeError(f"{expression}: {r['exceptionDetails']}")
        return r["result"].get("value")

    def wait(self, expression, limit=60.0, every=0.02):
        """Polls until the expression is truthy (a bound against hanging, not a measure)."""
        deadline = time.time() + limit
        while time.time() < deadline:
            try:
                v = self.eval(expression)
                if v:
                    return v
            except RuntimeError:
                pass
            time.sleep(every)
        raise TimeoutError(f"never true: {expression}")

    def screenshot(self, path):
        import base64
        h = self.eval("Math.ceil(document.documentElement.scrollHeight)")
        self.send("Emulation.setDeviceMetricsOverride", {"width": 1200, "height": min(int(h), 4000), "deviceScaleFactor": 1, "mobile": False})
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=10)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def save_by_renaming(path, text):
    tmp = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".swp")
    with open(tmp, "w") as f:
        f.write(text)
    os.rename(tmp, path)
