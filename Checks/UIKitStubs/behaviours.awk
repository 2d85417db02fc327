# Lists the behaviours of a behavioural-UIKit stub file that cite no rule of RULES.md (run by
# check-citations.sh; exits 1 when one is missing).
#
# A behaviour is a declaration (func, init, var or subscript, at type or extension level) whose body
# makes UIKit refuse a call (`refuse(`), record what would crash (`crash(`), make time pass
# (`schedule(afterTurns:`, `nextTransitionTurns(`) or start a transition (`StubTransition(`): each
# place where the behavioural UIKit enforces a rule or models time. Its citation is `§N`, `Q<n>` or
# `RULES.md` in the comment lines directly above the declaration or in its body up to that call.
{
    line[NR] = $0
    if ($0 ~ /^[ \t]*\/\//) {
        if (!incomment) { commentstart = NR; incomment = 1 }
        next
    }
    if ($0 ~ /^[ \t]*@[A-Za-z]+(\(.*\))?[ \t]*$/) next
    if ($0 ~ /^( |    )?((public|open|private|fileprivate|internal|package|static|class|override|final|mutating|nonisolated|@discardableResult|@MainActor)[ \t]+)*(func|init|var|subscript)[ \t(<]/) {
        declstart = incomment ? commentstart : NR
        declline = NR
        checked = 0
    }
    incomment = 0
    if (!checked && declline && $0 ~ /(refuse\(|crash\(|schedule\(afterTurns:|nextTransitionTurns\(|StubTransition\(|stubReplaceChildren\(|stubChangeAppearance\(|stubCutLinks\()/) {
        checked = 1
        cited = 0
        for (i = declstart; i <= NR; i++) if (line[i] ~ /§[0-9]|Q[0-9]+|RULES\.md/) { cited = 1; break }
        if (!cited) {
            text = line[declline]
            sub(/^[ \t]+/, "", text)
            printf "no citation of RULES.md for the behaviour at %s:%d: %s\n", FILENAME, declline, text
            missing++
        }
    }
}
END { exit missing > 0 ? 1 : 0 }
