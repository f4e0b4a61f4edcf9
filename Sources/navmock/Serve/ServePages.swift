import Foundation
import NavMockCore
import NavMockSnapshot

/// The pages of `navmock serve`: plain HTML, one small script each, no outside resources.
enum ServePages {
    static func esc(_ s: String) -> String { MarkupText.escaped(s) }

    static func head(_ title: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(esc(title))</title>
        <style>
        :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
        body { margin: 24px; }
        [hidden] { display: none !important; }
        nav a { margin-right: 16px; }
        .specs { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 20px; }
        figure { margin: 0; }
        figure img { max-width: 100%; background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 0 0 / 16px 16px; }
        figcaption { font-size: 13px; color: GrayText; margin-top: 4px; }
        .error { white-space: pre-wrap; color: #d70015; font: 13px ui-monospace, monospace; }
        .error:empty { display: none; }
        .case { border-top: 1px solid #8884; padding: 16px 0; }
        .modes label { margin-right: 12px; }
        .stage { position: relative; display: inline-block; }
        .stage img { display: block; max-width: 100%; }
        .stage .top { position: absolute; left: 0; top: 0; }
        .side { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        .side figure { flex: 1 1 0; min-width: 240px; }
        button { font: inherit; padding: 4px 12px; }
        .switches { display: flex; gap: 20px; flex-wrap: wrap; align-items: center; margin-bottom: 16px; }
        .findings { list-style: none; padding: 0; margin: 8px 0 0; font: 12px ui-monospace, monospace; }
        .title { margin: -8px 0 8px; color: GrayText; }
        .findings li { margin: 2px 0; overflow-wrap: anywhere; }
        .findings .sev-error { color: #d70015; }
        .findings .sev-warning { color: #b25000; }
        .findings .sev-info, .findings .clean, .findings .pending { color: GrayText; }
        </style></head><body>
        <nav><a href="/">Specs</a><a href="/review">Review</a></nav>
        """
    }

    /// The index: the switches (a GET form, so they work without the script too: the page comes
    /// back with the view in its URL; with it, the images change in place), then each spec with
    /// every variant's image in `view` and what `navmock check` finds in it.
    static func index(_ entries: [ServeState.Entry], view: ServeState.View) -> String {
        let query = view.query.isEmpty ? "" : view.query + "&"
        func option(_ value: String, _ label: String, _ selected: Bool) -> String {
            "<option value=\"\(value)\"\(selected ? " selected" : "")>\(label)</option>"
        }
        var s = head("navmock serve") + "<h1>Specs</h1>\n"
        s += "<form class=\"switches\" id=\"switches\" method=\"get\" action=\"/\">"
        s += "<label>Appearance <select name=\"appearance\" id=\"appearance\">" + option("", "as written", view.appearance == nil)
        s += option("light", "light", view.appearance == .light) + option("dark", "dark", view.appearance == .dark) + "</select></label>\n"
        s += "<label>Scale <select name=\"scale\" id=\"scale\">" + option("", "device", view.scale == nil)
        for k in ServeState.View.scales { s += option(Common.scaleName(k), "@\(Common.scaleName(k))x", view.scale == k) }
        s += "</select></label>\n"
        s += "<label><input type=\"checkbox\" name=\"redlines\" value=\"1\" id=\"redlines\"\(view.redlines ? " checked" : "")> layout redlines</label>\n"
        s += "<noscript><button>Show</button></noscript></form>\n<div class=\"specs\">\n"
        for (i, e) in entries.enumerated() {
            s += "<section><h2><a href=\"/spec/\(i)\">\(esc(e.stem))</a></h2>"
            if let title = e.specVariants.first?.spec.title, !title.isEmpty { s += "<p class=\"title\">\(esc(title))</p>" }
            s += "<pre class=\"error\" id=\"error-\(i)\">\(esc(e.error ?? ""))</pre>\n"
            for (v, variant) in e.variants.enumerated() {
                s += "<figure><img class=\"mock\" data-spec=\"\(i)\" data-v=\"\(e.version)\" data-src=\"/image/\(i)/\(v).png\" src=\"/image/\(i)/\(v).png?\(query)v=\(e.version)\" alt=\"\(esc(e.stem)) \(esc(variant.name))\">"
                s += "<figcaption>\(esc(variant.name.isEmpty ? e.path : variant.name))</figcaption></figure>\n"
            }
            s += "<ul class=\"findings\" id=\"findings-\(i)\" aria-label=\"findings\">"
            switch e.findings {
            case nil: s += "<li class=\"pending\">checking…</li>"
            case let f? where f.isEmpty: s += "<li class=\"clean\">no findings</li>"
            case let f?:
                for x in f { s += "<li class=\"sev-\(esc(x.severity))\" data-rule=\"\(esc(x.rule))\"><code>\(esc(x.text))</code></li>" }
            }
            s += "</ul></section>\n"
        }
        return s + "</div>\n" + liveScript + switchScript + "</body></html>\n"
    }

    /// The switches in place: a change points every image at the view chosen (its URL's query)
    /// and the page's address at it, without a reload.
    static let switchScript = """
    <script>
    const form = document.getElementById('switches');
    form.addEventListener('change', () => {
      const q = new URLSearchParams();
      for (const [k, v] of new FormData(form)) if (v) q.set(k, v);
      view = q.toString() ? q.toString() + '&' : '';
      history.replaceState(null, '', '/' + (q.toString() ? '?' + q.toString() : ''));
      for (const img of document.querySelectorAll('img.mock')) img.src = img.dataset.src + '?' + view + 'v=' + img.dataset.v;
    });
    </script>
    """

    static func spec(_ e: ServeState.Entry, index i: Int) -> String {
        var s = head(e.stem) + "<h1>\(esc(e.stem))</h1><p>\(esc(e.path)) — redraws by itself when saved.</p>\n"
        s += "<pre class=\"error\" id=\"error-\(i)\">\(esc(e.error ?? ""))</pre>\n<div class=\"side\">\n"
        for (v, variant) in e.variants.enumerated() {
            s += "<figure><img class=\"mock\" data-spec=\"\(i)\" data-v=\"\(e.version)\" data-src=\"/image/\(i)/\(v).png\" src=\"/image/\(i)/\(v).png?v=\(e.version)\" alt=\"\(esc(variant.name))\">"
            s += "<figcaption>\(esc(variant.name.isEmpty ? "(no variants)" : variant.name))</figcaption></figure>\n"
        }
        return s + "</div>\n" + liveScript + "</body></html>\n"
    }

    /// Listens to `/events`: a spec's new version reloads its images in the view the switches
    /// chose (the default view's from the event itself when it carries them, else by URL; once loaded, the body's `data-version` says which version it shows and
    /// `data-loaded-at` when, in ms since 1970: what Benchmarks/serve-latency.py reads); an error
    /// shows above the last good images; a spec's findings replace its list.
    static let liveScript = """
    <script>
    let view = location.search.length > 1 ? location.search.slice(1) + '&' : '';
    const events = new EventSource('/events');
    const item = (cls, text) => { const li = document.createElement('li'); li.className = cls; const c = document.createElement('code'); c.textContent = text; li.append(c); return li; };
    events.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.findings) {
        const list = document.getElementById('findings-' + m.spec);
        if (list) list.replaceChildren(...(m.findings.length ? m.findings.map(f => { const li = item('sev-' + f.severity, f.text); li.dataset.rule = f.rule; return li; }) : [item('clean', 'no findings')]));
        return;
      }
      const err = document.getElementById('error-' + m.spec);
      if (err) err.textContent = m.error;
      if (m.error) return;
      for (const img of document.querySelectorAll('img.mock[data-spec="' + m.spec + '"]')) {
        img.onload = () => { img.dataset.version = m.version; document.body.dataset.version = m.version; document.body.dataset.loadedAt = Date.now(); };
        img.dataset.v = m.version;
        const pushed = m.png && !view ? m.png[+img.dataset.src.split('/').pop().split('.')[0]] : undefined;
        img.src = pushed ? 'data:image/png;base64,' + pushed : img.dataset.src + '?' + view + 'v=' + m.version;
      }
    };
    </script>
    """

    static func review(_ plan: Result<ArtifactsAcceptance.Plan, AcceptError>, token: String, artifacts: String) -> String {
        var s = head("Review — navmock serve") + "<h1>Review</h1>\n"
        let p: ArtifactsAcceptance.Plan
        switch plan {
        case .failure(let e):
            return s + "<p>No failing cases to review in \(esc(artifacts)): \(esc(e.description))</p><p>Run <code>navmock test</code>; its failures are listed here.</p></body></html>\n"
        case .success(let plan): p = plan
        }
        for r in p.refusals { s += "<p class=\"error\">refused \(esc(r))</p>\n" }
        if p.changes.isEmpty { return s + "<p>Nothing to accept in \(esc(artifacts)).</p></body></html>\n" }
        s += "<form method=\"post\" action=\"/accept\"><input type=\"hidden\" name=\"token\" value=\"\(token)\"><input type=\"hidden\" name=\"all\" value=\"1\">"
        let pending = p.changes.filter { !$0.isCurrent }.count
        s += "<button id=\"accept-all\"\(p.refusals.isEmpty && pending > 0 ? "" : " disabled")>Accept all \(pending)</button></form>\n"
        for (i, c) in p.changes.enumerated() {
            if c.isCurrent {
                s += "<section class=\"case accepted\" id=\"case-\(i)\"><h2>\(esc(c.name))</h2><p>accepted: \(esc(c.referencePath)) is this image</p></section>\n"
                continue
            }
            let exp = "/artifact/\(i)/expected", act = "/artifact/\(i)/actual", diff = "/artifact/\(i)/diff"
            s += """
            <section class="case" id="case-\(i)"><h2>\(esc(c.name))</h2>
            <p>\(c.replaces ? "replaces" : "new reference") \(esc(c.referencePath))</p>
            <div class="modes" data-case="\(i)">
            <label><input type="radio" name="mode-\(i)" value="side" checked> side by side</label>
            <label><input type="radio" name="mode-\(i)" value="swipe"> swipe</label>
            <label><input type="radio" name="mode-\(i)" value="onion"> onion skin</label>
            <label><input type="radio" name="mode-\(i)" value="blink"> blink</label>
            <input type="range" min="0" max="100" value="50" class="slider" aria-label="position or opacity">
            </div>
            <div class="side view-side"><figure><img src="\(c.replaces ? exp : act)" alt="expected"><figcaption>expected</figcaption></figure>
            <figure><img src="\(act)" alt="actual"><figcaption>actual</figcaption></figure>
            \(c.replaces ? "<figure><img src=\"\(diff)\" alt=\"diff\"><figcaption>diff</figcaption></figure>" : "")</div>
            <div class="stage view-stage" hidden><img src="\(c.replaces ? exp : act)" alt="expected"><img class="top" src="\(act)" alt="actual"></div>
            <form method="post" action="/accept"><input type="hidden" name="token" value="\(token)"><input type="hidden" name="case" value="\(esc(c.name))">
            <button class="accept"\(p.refusals.isEmpty ? "" : " disabled")>Accept</button></form>
            </section>

            """
        }
        return s + reviewScript + "</body></html>\n"
    }

    /// Switches a case between side by side, swipe (the actual image clipped at the slider),
    /// onion skin (its opacity the slider's) and blink (shown and hidden every half second).
    static let reviewScript = """
    <script>
    for (const modes of document.querySelectorAll('.modes')) {
      const section = modes.closest('.case');
      const side = section.querySelector('.view-side'), stage = section.querySelector('.view-stage');
      const top = stage.querySelector('.top'), slider = modes.querySelector('.slider');
      let timer = null;
      const apply = () => {
        const mode = modes.querySelector('input[type=radio]:checked').value;
        clearInterval(timer); timer = null;
        side.hidden = mode !== 'side'; stage.hidden = mode === 'side';
        top.style.clipPath = ''; top.style.opacity = ''; top.style.visibility = '';
        if (mode === 'swipe') top.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)';
        if (mode === 'onion') top.style.opacity = slider.value / 100;
        if (mode === 'blink') timer = setInterval(() => { top.style.visibility = top.style.visibility === 'hidden' ? '' : 'hidden'; }, 500);
      };
      modes.addEventListener('input', apply);
    }
    </script>
    """
}
