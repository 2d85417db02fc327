#!/usr/bin/env bash
# Fails when a UIKit API the adapter uses needs a newer iOS than Package.swift's `platforms:`.
#
# It reads the `@available(iOS N, *)` the stubs (Stubs/**) copy from Apple's documentation (a member
# without one has its type's), finds which of those APIs the adapter sources use
# (Sources/NavDSL/Platforms/UIKit, the addons' UIKitPlatform+X and UIWindow+X files), and compares each with the minimum
# iOS declared in Package.swift. A use is accepted above the minimum only when an `@available(iOS M`
# or `#available(iOS M` with M >= N appears on its line or in the 30 lines before it. A use of an API
# the stubs mark `@available(iOSApplicationExtension, unavailable)` (UIApplication.shared) must be
# marked the same way within those lines.
# It also checks that the table in README.md (between the availability-table markers) is the one it
# generates. Usage:
#   check-availability.sh                 check (called by run-check.sh)
#   check-availability.sh --table         print the table of used APIs
#   check-availability.sh --min-ios 13    check against another minimum (to see it fail)
# How uses are found is textual (names, initializer labels), on the Swift the adapter is written in;
# an unused API listed as used only makes the check stricter.
set -euo pipefail
cd "$(dirname "$0")"
exec python3 - "$@" <<'EOF'
import glob, re, sys

args = sys.argv[1:]
package = open("../../Package.swift").read()
match = re.search(r"\.iOS\(\.v(\d+)(?:_(\d+))?\)", package)
if not match:
    sys.exit("check-availability: Package.swift declares no iOS platform")
minimum = (int(match.group(1)), int(match.group(2) or 0))
if "--min-ios" in args:
    minimum = (int(args[args.index("--min-ios") + 1]), 0)

def version(text):
    parts = [int(p) for p in text.split(".")]
    return (parts[0], parts[1] if len(parts) > 1 else 0)

def show(v):
    return f"{v[0]}.{v[1]}"

def logical_lines(text):
    """Lines, with a declaration split over several lines inside parentheses joined into one."""
    lines, current, depth = [], "", 0
    for char in text:
        if char == "\n":
            if depth > 0:
                current += " "
                continue
            lines.append(current)
            current = ""
            continue
        depth += {"(": 1, ")": -1}.get(char, 0)
        current += char
    return lines + [current]

# 1. The stubs' declarations with their availability.
apis = []  # dicts: owner, name, kind, labels, introduced, deprecated
for path in sorted(glob.glob("Stubs/**/*.swift", recursive=True)):
    owner_stack = []  # (indent, type name, introduced)
    pending, extension_unavailable = None, False
    for line in logical_lines(open(path).read()):
        stripped = re.sub(r"^nonisolated\s+", "", line.strip())
        indent = len(line) - len(line.lstrip())
        if not stripped or stripped.startswith("//"):
            continue
        if stripped.startswith("}") and owner_stack and indent == owner_stack[-1][0]:
            owner_stack.pop()
            continue
        available = re.match(r"@available\(iOS(?:, introduced:)? (\d+(?:\.\d+)?)(?:, deprecated: (\d+(?:\.\d+)?))?", stripped)
        if available:
            pending = (version(available.group(1)), available.group(2))
            continue
        if stripped.startswith("@available(iOSApplicationExtension, unavailable"):
            extension_unavailable = True
            continue
        if stripped.startswith("@"):
            continue
        inherited = owner_stack[-1][2] if owner_stack else (2, 0)
        introduced, deprecated = pending if pending else (inherited, None)
        pending = None
        not_in_extensions, extension_unavailable = extension_unavailable, False
        owner = ".".join(entry[1] for entry in owner_stack) or None
        if owner_stack and indent != owner_stack[-1][0] + 4:
            continue  # inside a body: not a declaration of the stub's API
        public = re.match(r"(public|open)\b", stripped) is not None
        decl = re.match(r"(?:(?:public|open|final)\s+)*(class|struct|enum|protocol|typealias)\s+(?!var\b|func\b|let\b)(\w+)", stripped)
        if decl:
            name = decl.group(2)
            full = f"{owner}.{name}" if owner else name
            if public:
                apis.append(dict(owner=owner, name=name, full=full, kind="type", labels=None, introduced=introduced, deprecated=deprecated))
            if stripped.endswith("{"):
                owner_stack.append((indent, name, introduced))
            continue
        if stripped.startswith("extension "):
            name = stripped.split()[1].rstrip(":{")
            constrained = re.search(r"\bwhere Self: (\w+)", stripped)  # a stub-only protocol giving a class a member
            name = constrained.group(1) if constrained else name
            known = [a for a in apis if a["name"] == name and a["kind"] == "type"]
            owner_stack.append((indent, name, known[0]["introduced"] if known else (2, 0)))
            continue
        if owner is None or not public or re.search(r"\bstatic\b", stripped):
            continue
        if owner.startswith("Stub"):
            continue  # a stub-only type (a test's switch), as a `stub` member is: not UIKit's API
        init = re.search(r"\binit\??\(", stripped)
        member = re.search(r"\b(?:func|var|let)\s+(\w+)", stripped)
        if init and not member:
            labels = re.findall(r"(?:^|[(,]\s*)(\w+)(?:\s+\w+)?\s*:", stripped[init.end() - 1 :])
            labels = [label for label in labels if label != "_"]
            signature = stripped[init.end() : stripped.find(")", init.end())] if ")" in stripped[init.end() :] else ""
            required = [p.split(":")[0].split()[0] for p in signature.split(",") if ":" in p and "=" not in p]
            full = f"{owner}.init({''.join(l + ':' for l in labels)})"
            apis.append(dict(owner=owner, name="init", full=full, kind="init", labels=labels, required=required, introduced=introduced, deprecated=deprecated))
        elif member and not member.group(1).startswith("stub") and "private" not in stripped.split(member.group(1))[0]:
            name = member.group(1)
            apis.append(dict(owner=owner, name=name, full=f"{owner}.{name}", kind="member", labels=None, introduced=introduced,
                             deprecated=deprecated, not_in_extensions=not_in_extensions))

# 2. The adapter's code, without comments.
# The addons' UIKit conformances live in each addon's folder (UIKitPlatform+X.swift, UIWindow+X.swift).
addons = glob.glob("../../Sources/NavDSLAddons/*/UIKitPlatform+*.swift") + glob.glob("../../Sources/NavDSLAddons/*/UIWindow+*.swift")
sources = sorted(glob.glob("../../Sources/NavDSL/Platforms/UIKit/*.swift") + addons + ["../../Sources/NavDSLAddons/ScreenMainActorDelivery.swift"])
code = {}
for path in sources:
    code[path] = [re.sub(r"//.*", "", line) for line in open(path)]

def guard(lines, index):
    best = (0, 0)
    for line in lines[max(0, index - 30) : index + 1]:
        for found in re.findall(r"[@#]available\(iOS (\d+(?:\.\d+)?)", line):
            best = max(best, version(found))
    return best

def call_labels(text):
    depth, labels, current = 0, [], ""
    for char in text:
        if char in "([{":
            depth += 1
            if depth == 1:
                continue
        if char in ")]}":
            depth -= 1
            if depth == 0:
                break
        if depth == 1:
            current += char
    return [label for label in re.findall(r"(?:^|,)\s*(\w+)\s*:", current)]

# 3. The uses: (api, path, line index).
uses = {}
inits = {}
for api in apis:
    if api["kind"] == "init":
        inits.setdefault(api["owner"], []).append(api)
for path, lines in code.items():
    for index, line in enumerate(lines):
        for api in apis:
            if api["kind"] == "type" and re.search(rf"\b{api['name']}\b", line):
                uses.setdefault(api["full"], (api, []))[1].append((path, index))
            elif api["kind"] == "member" and re.search(rf"(?:\.|^\s*|[^\w.:]\s*){api['name']}\b(?!\s*:)", line):
                uses.setdefault(api["full"], (api, []))[1].append((path, index))
        for owner, candidates in inits.items():
            for call in re.finditer(rf"\b{owner}\s*(\(|\{{)", line):
                before = line[: call.start()].rstrip()
                if call.group(1) == "{" and re.search(r"(->|:|,|\bextension)$", before):
                    continue  # a type in a signature or an extension, not a call
                rest = "".join(lines[index:index + 5])[len(line[: call.start()]) :]
                used = call_labels(rest[rest.index(call.group(1)) :]) if call.group(1) == "(" else []
                trailing = call.group(1) == "{" or re.match(r"[^)]*\)\s*\{", rest[rest.index(call.group(1)) :]) is not None
                fitting = [c for c in candidates if set(used) <= set(c["labels"])
                           and set(c["required"]) - set(used) <= ({c["labels"][-1]} if trailing and c["labels"] else set())]
                if fitting:
                    chosen = min(fitting, key=lambda c: len(c["labels"]))  # Swift prefers fewer defaulted arguments
                    uses.setdefault(chosen["full"], (chosen, []))[1].append((path, index))

# 4. Check, print, compare with the README.
rows, failures, notes = [], [], []
for full, (api, places) in sorted(uses.items()):
    rows.append(f"| `{full}` | {show(api['introduced'])} |")
    for path, index in places:
        if api["introduced"] > minimum and guard(code[path], index) < api["introduced"]:
            failures.append(f"{path.removeprefix('../../')}:{index + 1}: `{full}` needs iOS {show(api['introduced'])}, "
                            f"Package.swift declares iOS {show(minimum)}: raise platforms or guard the use with @available/#available")
        marked = any("@available(iOSApplicationExtension, unavailable" in line for line in code[path][max(0, index - 30) : index + 1])
        if api.get("not_in_extensions") and not marked:
            failures.append(f"{path.removeprefix('../../')}:{index + 1}: `{full}` is unavailable in app extensions: "
                            "mark the declaration using it @available(iOSApplicationExtension, unavailable)")
        if api["deprecated"] == "100000":
            notes.append(f"{path.removeprefix('../../')}:{index + 1}: `{full}` is to be deprecated (SDK: deprecated 100000)")
        elif api["deprecated"]:
            notes.append(f"{path.removeprefix('../../')}:{index + 1}: `{full}` is deprecated in iOS {api['deprecated']}")
table = "| API the adapter uses | since iOS |\n|---|---|\n" + "\n".join(rows)
if "--table" in args:
    print(table)
    sys.exit(0)
readme = open("README.md").read()
block = re.search(r"<!-- availability-table -->\n(.*?)\n<!-- /availability-table -->", readme, re.S)
if not block or block.group(1).strip() != table.strip():
    failures.append("README.md: the availability table differs from the stubs; regenerate it with check-availability.sh --table")
for note in sorted(set(notes)):
    print("note:", note)
newest = max(uses.values(), key=lambda entry: entry[0]["introduced"])[0]
print(f"availability: {len(uses)} stub APIs used by the adapter, newest {newest['full']} (iOS {show(newest['introduced'])}); "
      f"Package.swift declares iOS {show(minimum)}")
if failures:
    print("\n".join(failures))
    sys.exit(1)
print("availability: ok")
EOF
