#!/usr/bin/env bash
# check-public-names.sh -- fail when a public type declared under Sources/ --
# top-level or nested -- has the same name as a top-level type of Apple's UI
# frameworks (SwiftUI, UIKit, AppKit, QuartzCore, Foundation, WidgetKit).
# A nested type counts too: a SwiftUI file sees `ScrollAnchor.Edge` next to
# SwiftUI's `Edge`, and the two names meaning different things is the trap.
#
# Usage (from the root of the Swift package):
#   check-public-names.sh [NAMES_FILE] [ALLOWED_FILE]
#     NAMES_FILE    Apple type names, one per line, '#' comments
#                   (default: .ci/apple-type-names.txt)
#     ALLOWED_FILE  deliberate exceptions, lines 'Name  # reason'
#                   (default: .ci/apple-type-names-allowed.txt; may be absent)
#
# What counts as a declaration: a line, at any indentation, optionally
# with attributes on the same line (@available(...), @frozen, @MainActor ...),
# then modifiers including 'public' or 'open' (also final, indirect,
# nonisolated, distributed, in any order), then struct|class|enum|protocol|
# actor|typealias and the name. Attributes on the lines above do not matter.
# 'package' and internal declarations are not public and are not matched.
#
# Members added to Apple types. An app calls Apple's initialisers and static
# members with implicit-member arguments -- `UIColor(.white)`, `Color(.clear)`,
# `.foregroundStyle(.red)` -- and a public overload of ours beside them makes
# such a call ambiguous, or changes what it means, in every file that imports
# Scrollwork with the Apple framework (`UIColor.init(_: RGBA)` did: `.white` is
# an RGBA too). So in an extension of a type named in NAMES_FILE (`extension
# UIColor`, `extension Color.Resolved`, with conformances or a where clause;
# the extension starts at column 0 and ends at the next `}` at column 0), the
# check refuses:
#   - a public or open initialiser whose first parameter has no argument label
#     (`init(_ rgba: RGBA)`, `convenience init?(_ x: X, y: Y)`): label it
#     (`init(rgba:)`);
#   - a public or open static or class member (`static func`, `static let`,
#     `class var` ...), which an implicit-member expression of that type finds.
# Before adding a public initialiser or member to an Apple type, make sure the
# calls apps already write stay unambiguous (Stubs/Screens type-checks some).
# There are no allowed exceptions for these; rename instead.
#
# Exit status: 0 no clash (allowed clashes are printed as notes),
#              1 at least one clash or refused member, 2 usage or input error.
# Needs only bash, find, awk, sed, sort, comm.

set -u
export LC_ALL=C

names_file=${1:-.ci/apple-type-names.txt}
allowed_file=${2:-.ci/apple-type-names-allowed.txt}
sources_dir=Sources

die() { printf 'check-public-names: %s\n' "$*" >&2; exit 2; }

[ -d "$sources_dir" ] || die "no $sources_dir/ directory here ($(pwd)); run from the package root"
[ -r "$names_file" ] || die "cannot read the Apple type name list: $names_file"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/check-public-names.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT

# --- 1. Apple names and allowed names, one per line, sorted, unique ----------
sed -e 's/\r$//' -e 's/#.*//' -e 's/[[:space:]]//g' "$names_file" \
    | grep -E '^[A-Za-z_][A-Za-z0-9_]*$' | sort -u > "$tmp/apple"
[ -s "$tmp/apple" ] || die "no names in $names_file"

: > "$tmp/allowed_reasons"
if [ -r "$allowed_file" ]; then
    # name<TAB>reason
    sed -e 's/\r$//' "$allowed_file" | awk '
        /^[[:space:]]*(#|$)/ { next }
        {
            line = $0; reason = ""
            i = index(line, "#")
            if (i > 0) { reason = substr(line, i + 1); line = substr(line, 1, i - 1) }
            gsub(/[[:space:]]/, "", line)
            sub(/^[[:space:]]+/, "", reason); sub(/[[:space:]]+$/, "", reason)
            if (line != "") print line "\t" reason
        }' | sort -t "$(printf '\t')" -k1,1 -u > "$tmp/allowed_reasons"
fi
cut -f1 "$tmp/allowed_reasons" | sort -u > "$tmp/allowed"

# --- 2. Public top-level type declarations under Sources/ --------------------
files=()
while IFS= read -r -d '' f; do files+=("$f"); done \
    < <(find "$sources_dir" -type f -name '*.swift' -print0)
[ "${#files[@]}" -gt 0 ] || die "no .swift files under $sources_dir/"

# Output: file<TAB>line<TAB>kind<TAB>name
awk '
    function strip_attributes(s,    depth, i, c, inq) {
        while (1) {
            sub(/^[ \t]+/, "", s)
            if (s !~ /^@[A-Za-z_][A-Za-z0-9_.]*/) return s
            match(s, /^@[A-Za-z_][A-Za-z0-9_.]*/)
            s = substr(s, RLENGTH + 1)
            if (substr(s, 1, 1) == "(") {        # balanced (...), strings respected
                depth = 0; inq = 0
                for (i = 1; i <= length(s); i++) {
                    c = substr(s, i, 1)
                    if (inq) { if (c == "\\") i++; else if (c == "\"") inq = 0; continue }
                    if (c == "\"") inq = 1
                    else if (c == "(") depth++
                    else if (c == ")") { depth--; if (depth == 0) break }
                }
                s = substr(s, i + 1)
            }
        }
    }
    FNR == 1 { in_comment = 0 }
    {
        line = $0
        sub(/\r$/, "", line)
        # skip the inside of /* ... */ blocks that start at column 0
        if (in_comment) { if (index(line, "*/")) in_comment = 0; next }
        if (line ~ /^\/\*/) { if (!index(substr(line, 3), "*/")) in_comment = 1; next }
        sub(/^[ \t]+/, "", line)
        if (line !~ /^(@|public[ \t]|open[ \t]|final[ \t]|indirect[ \t]|nonisolated[ \t]|distributed[ \t])/) next

        rest = strip_attributes(line)
        visible = 0
        while (match(rest, /^(public|open|final|indirect|nonisolated|distributed)[ \t]+/)) {
            word = substr(rest, 1, RLENGTH); gsub(/[ \t]/, "", word)
            if (word == "public" || word == "open") visible = word
            rest = substr(rest, RLENGTH + 1)
        }
        if (!visible) next
        if (!match(rest, /^(struct|class|enum|protocol|actor|typealias)[ \t]+/)) next
        kind = substr(rest, 1, RLENGTH); gsub(/[ \t]/, "", kind)
        rest = substr(rest, RLENGTH + 1)
        if (!match(rest, /^`?[A-Za-z_][A-Za-z0-9_]*`?/)) next
        name = substr(rest, 1, RLENGTH); gsub(/`/, "", name)
        printf "%s\t%d\t%s %s\t%s\n", FILENAME, FNR, visible, kind, name
    }
' "${files[@]}" | sort -t "$(printf '\t')" -k4,4 -k1,1 -k2,2n > "$tmp/decls"

cut -f4 "$tmp/decls" | sort -u > "$tmp/ours"
declared=$(wc -l < "$tmp/decls" | tr -d ' ')
distinct=$(wc -l < "$tmp/ours" | tr -d ' ')
apple=$(wc -l < "$tmp/apple" | tr -d ' ')

# --- 3. Clashes ---------------------------------------------------------------
comm -12 "$tmp/ours" "$tmp/apple" > "$tmp/clash"
comm -23 "$tmp/clash" "$tmp/allowed" > "$tmp/bad"
comm -12 "$tmp/clash" "$tmp/allowed" > "$tmp/ok"

report() { # $1 = name file, $2 = prefix
    while IFS= read -r n; do
        awk -F '\t' -v n="$n" -v p="$2" '$4 == n { printf "%s%s:%s: %s %s\n", p, $1, $2, $3, $4 }' "$tmp/decls"
    done < "$1"
}

if [ -s "$tmp/ok" ]; then
    while IFS= read -r n; do
        reason=$(awk -F '\t' -v n="$n" '$1 == n { print $2 }' "$tmp/allowed_reasons")
        report <(printf '%s\n' "$n") "note: allowed clash: "
        [ -n "$reason" ] && printf '      reason: %s\n' "$reason"
    done < "$tmp/ok"
fi

# allowed names that no longer clash are worth knowing about
comm -23 "$tmp/allowed" "$tmp/clash" | while IFS= read -r n; do
    printf 'note: %s is in %s but no longer clashes; the entry can go\n' "$n" "$allowed_file"
done

# --- 4. Public overloads added to Apple types (see the header) ----------------
awk -v apple_file="$tmp/apple" '
    BEGIN { while ((getline n < apple_file) > 0) apple[n] = 1 }
    FNR == 1 { ext = "" }
    {
        line = $0
        sub(/\r$/, "", line)
        if (match(line, /^(public[ \t]+|private[ \t]+|fileprivate[ \t]+|internal[ \t]+|package[ \t]+)?extension[ \t]+[A-Za-z_][A-Za-z0-9_.]*/)) {
            name = substr(line, 1, RLENGTH)
            sub(/.*extension[ \t]+/, "", name)
            base = name
            sub(/\..*/, "", base)
            ext = (base in apple) ? name : ""
            ext_line = line
            next
        }
        if (line ~ /^}/) { ext = ""; next }
        if (ext == "") next
        code = line
        sub(/^[ \t]+/, "", code)
        if (code ~ /^\/\//) next
        if (code !~ /(^|[ \t])(public|open)[ \t]/) next
        # drop attributes written on the same line
        while (match(code, /^@[A-Za-z_][A-Za-z0-9_.]*(\([^)]*\))?[ \t]+/)) code = substr(code, RLENGTH + 1)
        if (code ~ /(^|[ \t])init[?!]?(<[^>]*>)?\([ \t]*_[ \t]/) {
            printf "%s:%d: error: public unlabeled initialiser added to Apple type %s: %s\n", FILENAME, FNR, ext, code
        } else if (code ~ /(^|[ \t])(static|class)[ \t]+((final|nonisolated|override|mutating)[ \t]+)*(func|var|let|subscript)[ \t]/) {
            printf "%s:%d: error: public static member added to Apple type %s: %s\n", FILENAME, FNR, ext, code
        }
    }
' "${files[@]}" > "$tmp/members"
if [ -s "$tmp/members" ]; then
    cat "$tmp/members"
    printf 'check-public-names: %s public overload(s) added to Apple types: label the initialiser (init(rgba:)) or move the member to a type of ours, so apps'"'"' implicit-member calls stay unambiguous\n' \
        "$(wc -l < "$tmp/members" | tr -d ' ')"
    members_bad=1
else
    members_bad=0
fi

nbad=$(wc -l < "$tmp/bad" | tr -d ' ')
nok=$(wc -l < "$tmp/ok" | tr -d ' ')
if [ "$nbad" -gt 0 ]; then
    report "$tmp/bad" "error: clashes with an Apple type: "
    printf 'check-public-names: %s clash(es) among %s public type names (top-level and nested) (%s declarations) checked against %s Apple names\n' \
        "$nbad" "$distinct" "$declared" "$apple"
    printf 'check-public-names: rename the type, or add it with a reason to %s if the clash is deliberate\n' "$allowed_file"
    exit 1
fi
[ "$members_bad" -eq 0 ] || exit 1
printf 'check-public-names: OK, %s public type names (top-level and nested) (%s declarations) checked against %s Apple names; %s allowed clash(es); no public unlabeled initialiser or static member added to an Apple type\n' \
    "$distinct" "$declared" "$apple" "$nok"
exit 0
