#!/usr/bin/env python3
"""Gather the SF Symbols names public apps put in tab bars and page controls.

Reads bare git snapshots of public repositories (one directory per repository, each with a HEAD
commit: `git -C DIR ls-tree` / `git -C DIR show`), finds the SF Symbols names that tab bars and page
controls are given in their Swift and Objective-C sources with the regular expressions below, and
writes only what it found: symbol name, repository, file path and kind. No source text is kept.

    scripts/gather-symbol-usage.py --repos repos.txt --mirror /work/.mirror \
        --valid-names names.txt --out Fixtures/symbol-usage

repos.txt has one `owner/name` a line; the snapshot of owner/name is MIRROR/owner+name/repo.
names.txt (optional) has one valid SF Symbols name a line; found strings that are not in it are
written to excluded-names.tsv instead of the list (typos, asset-catalogue names, newer symbols).

Kinds (what the name was given to):
  tab-bar        `.tabItem { … }` blocks (Label(…, systemImage:), Image(systemName:)), iOS 18
                 `Tab(…, systemImage:)`, UIKit `UITabBarItem(…, image: UIImage(systemName:) …)`,
                 `tabBarItem.image/selectedImage = UIImage(systemName:)`, Objective-C
                 `[UITabBarItem alloc] initWithTitle:image:[UIImage systemImageNamed:]`
  tab-bar-enum   string literals of an icon-like property (icon, image, systemImage, symbol, …) of
                 an enum, struct or extension whose type name contains `Tab`, in a repository that
                 has a TabView or UITabBarController (tab bars fed from an enum of tabs)
  page-control   `setIndicatorImage(UIImage(systemName:) …)`, `preferredIndicatorImage =` and
                 `preferredCurrentPageIndicatorImage =` with UIImage(systemName:)

Outputs in --out:
  uses.tsv            repo, path, kind, name: one row per (repository, file, name, kind)
  tab-bar-symbols.tsv name, uses (files), apps (repositories), kinds; most used first
  excluded-names.tsv  strings found in those places that are not SF Symbols names, with apps
  apps.tsv            repository, files with a use, distinct names
"""

import argparse
import collections
import os
import re
import subprocess
import sys

NAME = re.compile(r"^[a-z0-9]+(\.[a-z0-9]+)*$")
SKIP_DIRS = re.compile(r"(^|/)(Pods|Carthage|\.build|checkouts|vendor|Vendor|ThirdParty|third_party|"
                       r"External|node_modules|SourcePackages)/")
ICON_PROP = re.compile(
    r"\b(?:var|let)\s+(icon|image|imageName|iconName|systemImage|systemImageName|symbol|symbolName|"
    r"sfSymbol|systemName|selectedIcon|selectedImage|unselectedIcon|activeIcon|inactiveIcon|"
    r"filledIcon|iconSelected|tabIcon|tabImage|img)\b[^{=\n]*[{=]")
SYMBOL_LITERAL = r'(?:systemImage|systemName|systemImageNamed)\s*:\s*@?"([^"\\]+)"'


def git(repo_dir, *args):
    return subprocess.run(["git", "-C", repo_dir, *args], capture_output=True, check=False).stdout


def block_after(text, start, open_ch, close_ch, limit=4000):
    """The text from `start` (an opening bracket) to its matching closing bracket, strings skipped."""
    depth, i, n = 0, start, min(len(text), start + limit)
    in_str = False
    while i < n:
        c = text[i]
        if in_str:
            if c == "\\":
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
        i += 1
    return text[start:n]


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"(?m)^\s*//.*$|(?<=[;{}),\s])//[^\n\"]*$", " ", text)


def tab_bar_names(text):
    """(names, dynamic) where dynamic says a tab item's image came from a non-literal expression."""
    names, dynamic = [], False
    for m in re.finditer(r"\.tabItem\s*\{", text):
        block = block_after(text, m.end() - 1, "{", "}")
        found = re.findall(SYMBOL_LITERAL, block)
        names += found
        if not found and re.search(r"(systemImage|systemName)\s*:\s*[A-Za-z_(]", block):
            dynamic = True
    for m in re.finditer(r"(?<![A-Za-z_.])Tab\s*\(", text):
        block = block_after(text, m.end() - 1, "(", ")", limit=600)
        lit = re.search(r'systemImage\s*:\s*"([^"\\]+)"', block)
        if lit:
            names.append(lit.group(1))
        elif re.search(r"(systemImage|image)\s*:\s*[A-Za-z_(]", block):
            dynamic = True
    for m in re.finditer(r"UITabBarItem\s*\(", text):
        block = block_after(text, m.end() - 1, "(", ")", limit=800)
        found = re.findall(r'systemName\s*:\s*"([^"\\]+)"', block)
        names += found
        if not found and "systemName" in block:
            dynamic = True
    for m in re.finditer(r"tabBarItem(?:\?|!)?\.(?:image|selectedImage)\s*=\s*UIImage\s*\(\s*systemName\s*:\s*"
                         r"(\"([^\"\\]+)\"|[A-Za-z_])", text):
        if m.group(2):
            names.append(m.group(2))
        else:
            dynamic = True
    for m in re.finditer(r"UITabBarItem\s+alloc\]\s*initWithTitle", text):
        block = text[m.end():m.end() + 400].split(";")[0]
        names += re.findall(r'systemImageNamed\s*:\s*@"([^"\\]+)"', block)
    return names, dynamic


def page_control_names(text):
    names = []
    for m in re.finditer(r"(setIndicatorImage\s*\(|preferred(?:Current)?(?:Page)?IndicatorImage\s*=)", text):
        chunk = text[m.end():m.end() + 200].split("\n")[0]
        names += re.findall(r'UIImage\s*\(\s*systemName\s*:\s*"([^"\\]+)"', chunk)
    return names


def enum_icon_names(text):
    """String literals of icon-like properties of a type whose name contains `Tab`."""
    names = []
    for m in re.finditer(r"\b(enum|struct|extension)\s+(\w*Tab\w*)\b[^{]*\{", text):
        body = block_after(text, m.end() - 1, "{", "}", limit=20000)
        for p in ICON_PROP.finditer(body):
            if body[p.end() - 1] == "{":
                prop = block_after(body, p.end() - 1, "{", "}", limit=3000)
            else:
                prop = body[p.end():p.end() + 200].split("\n")[0]
            names += re.findall(r'"([^"\\]+)"', prop)
    return names


def scan_repo(repo, repo_dir):
    # only the files that mention a tab bar, a tab type or a page control's indicator image
    out = git(repo_dir, "grep", "-l", "-E", r"Tab([^a-z]|$)|tab(Item|Bar)|IndicatorImage|(enum|struct|extension) +[A-Za-z]*Tab", "HEAD", "--", "*.swift", "*.m")
    files = [l.split(":", 1)[1] for l in out.decode("utf-8", "replace").splitlines() if ":" in l]
    sources = [f for f in files if not SKIP_DIRS.search(f)]
    rows, dynamic, enum_rows = [], False, []
    for path in sources:
        raw = git(repo_dir, "show", f"HEAD:{path}")
        if len(raw) > 1_000_000:
            continue
        text = strip_comments(raw.decode("utf-8", "replace"))
        if "Tab" in text or "tab" in text:
            names, dyn = tab_bar_names(text)
            dynamic |= dyn or bool(re.search(r"\bTabView\b|UITabBarController", text))
            rows += [(path, "tab-bar", n) for n in names]
            enum_rows += [(path, "tab-bar-enum", n) for n in enum_icon_names(text)]
        if "IndicatorImage" in text:
            rows += [(path, "page-control", n) for n in page_control_names(text)]
    if dynamic:
        rows += enum_rows
    return sorted(set(rows))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repos", required=True)
    ap.add_argument("--mirror", default="/work/.mirror")
    ap.add_argument("--valid-names")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    valid = None
    if a.valid_names:
        valid = {l.strip() for l in open(a.valid_names) if l.strip()}
    repos = [l.split()[0] for l in open(a.repos) if l.strip() and not l.startswith("#")]
    uses, excluded, scanned = [], collections.defaultdict(set), 0
    for repo in repos:
        d = os.path.join(a.mirror, repo.replace("/", "+"), "repo")
        if not os.path.isdir(d):
            print(f"no snapshot: {repo}", file=sys.stderr)
            continue
        scanned += 1
        for path, kind, name in scan_repo(repo, d):
            if not NAME.match(name) or (valid is not None and name not in valid):
                excluded[name].add(repo)
                continue
            uses.append((repo, path, kind, name))
    uses = sorted(set(uses))
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "uses.tsv"), "w") as f:
        f.write("# repository\tpath\tkind\tname\n")
        for u in uses:
            f.write("\t".join(u) + "\n")
    per_name = collections.defaultdict(lambda: [set(), set(), set()])
    for repo, path, kind, name in uses:
        # one use = one (repository, file, name), whatever kinds found it there
        per_name[name][0].add((repo, path))
        per_name[name][1].add(repo)
        per_name[name][2].add(kind)
    ranked = sorted(per_name.items(), key=lambda kv: (-len(kv[1][0]), -len(kv[1][1]), kv[0]))
    apps = sorted({u[0] for u in uses})
    with open(os.path.join(a.out, "tab-bar-symbols.tsv"), "w") as f:
        f.write(f"# SF Symbols names in tab bars and page controls of {len(apps)} public apps: "
                f"{len(ranked)} names, {sum(len(v[0]) for _, v in ranked)} uses. "
                "Method: README.md in this folder.\n")
        f.write("# name\tuses\tapps\tkinds\n")
        for name, (files, rs, kinds) in ranked:
            f.write(f"{name}\t{len(files)}\t{len(rs)}\t{','.join(sorted(kinds))}\n")
    with open(os.path.join(a.out, "excluded-names.tsv"), "w") as f:
        f.write("# strings found where a tab bar or page control takes a symbol name, not SF Symbols names\n")
        f.write("# string\tapps\n")
        for name, rs in sorted(excluded.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            f.write(f"{name}\t{len(rs)}\n")
    with open(os.path.join(a.out, "apps.tsv"), "w") as f:
        f.write("# repository\tfiles\tnames\n")
        for repo in apps:
            files = {u[1] for u in uses if u[0] == repo}
            names = {u[3] for u in uses if u[0] == repo}
            f.write(f"{repo}\t{len(files)}\t{len(names)}\n")
    print(f"{scanned} repositories scanned, {len(apps)} with uses, "
          f"{len({(u[0], u[1]) for u in uses})} files, {sum(len(v[0]) for _, v in ranked)} uses, "
          f"{len(ranked)} names, {len(excluded)} excluded strings", file=sys.stderr)


if __name__ == "__main__":
    main()
