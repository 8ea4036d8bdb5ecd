#!/usr/bin/env python3
"""The string tables' build step (issue #19): strings/<lang>.json, flat key -> text.

Fails (exit 1, one line per problem) when a table lacks a key of en.json, has a key en.json
lacks, or a text's placeholders ({0}, {1}...) or printf conversions (%.2f, %s... in order) differ
from English's; a key or text with a tab
or a newline is refused too (the tables travel as "key<TAB>text" lines).

  strings.py check                     only the checks
  strings.py cpp OUT.cpp               the checks, then the English table as C++ (compiled in; not
                                       page.*, in the HTML already, nor choice.*, the link names)
  strings.py web SITE                  the checks, then SITE/lang/<lang>.json for every other language,
                                       and the web app manifest in every language (write_web)
  strings.py desktop OUT.cpp           the checks, then every other language's table as C++ for the
                                       desktop playground: the app's words (not page.*) as
                                       "key<TAB>text" lines, what the page's i18n.js hands the wasm
  strings.py chars LANG OUT.txt        the characters LANG's table uses, plus printable ASCII
                                       (what its font subset must hold)
  strings.py js IN.js OUT.js            the checks, then the page's script IN.js with English written
                                       into its words: w('key') -> w('key', "English"), w('key', [a])
                                       -> w('key', "English", [a]), showError and errorWords the
                                       same; fails on a call written otherwise, on a
                                       key en.json lacks or an English text written in the script
  strings.py pseudo OUT.json           en-XA: every English text twice as long, placeholders kept
                                       (a test-only table for clipped and overlapping widgets)
Standard library only.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLES = os.path.join(ROOT, 'strings')
PLACEHOLDER = re.compile(r'\{\d+\}')
# A parameter choice's link name (src/demos, ParamSpec::choices): lowercase letters, digits, '-'.
LINK_NAME = re.compile(r'[a-z0-9-]+')
# Some texts are printf formats the code fills in (formula lines, descriptions, status lines): a
# translation must have English's conversions in English's order, or the program would read its
# arguments wrongly.
PRINTF = re.compile(r'%[-+#0]*\d*(?:\.\d+)?(?:ll|l|h)?[diufgsc%]')


def code_list(path, name):
    """The initializer of array `name` in the C++ file `path` (under ROOT), comments removed; the
    build stops with a message if it is not there (the two lists below are read from the code)."""
    with open(os.path.join(ROOT, path), encoding='utf-8') as f:
        text = re.sub(r'//[^\n]*|/\*.*?\*/', ' ', f.read(), flags=re.S)
    m = re.search(name + r'\[\]\s*=?\s*\{(.*?)\};', text, re.S)
    if not m:
        sys.exit('scripts/strings.py: %s not found in %s' % (name, path))
    return m.group(1)


def ui_glyphs():
    """The UI's glyphs: the code points of kGlyphRanges in src/app/main.cpp (pairs, first and last,
    ending in 0). A language without a font of its own (all but Chinese) must stay within them, or
    the panel would draw '?'."""
    values = [int(v, 0) for v in re.findall(r'\b(?:0[xX][0-9A-Fa-f]+|\d+)\b', code_list('src/app/main.cpp', 'kGlyphRanges'))]
    pairs = list(zip(values[0:-1:2], values[1:-1:2]))
    if len(values) % 2 != 1 or values[-1] != 0 or any(a > b for a, b in pairs) or not any(a <= 0x41 <= b for a, b in pairs):
        sys.exit('scripts/strings.py: kGlyphRanges in src/app/main.cpp is not pairs of code points ending in 0: %s' % values)
    return set(c for a, b in pairs for c in range(a, b + 1))


def own_font():
    """The languages with a font of their own: kLanguages' entries in src/strings/strings.h whose
    ownFont is true ({"zh-CN", "...", true}). Every table must be listed there."""
    entries = re.findall(r'\{\s*"([^"]+)"\s*,\s*"[^"]*"\s*(?:,\s*(true|false)\s*)?\}',
                         code_list('src/strings/strings.h', 'kLanguages'))
    if sorted(tag for tag, _ in entries) != languages():
        sys.exit('scripts/strings.py: kLanguages in src/strings/strings.h lists %s; strings/ has %s'
                 % (sorted(tag for tag, _ in entries), languages()))
    return set(tag for tag, own in entries if own == 'true')


def load(lang):
    with open(os.path.join(TABLES, lang + '.json'), encoding='utf-8') as f:
        return json.load(f)


def languages():
    return sorted(n[:-5] for n in os.listdir(TABLES) if n.endswith('.json'))


UI_GLYPHS = ui_glyphs()
OWN_FONT = own_font()


def check():
    """Every problem of every table against English, as lines; [] when all is well."""
    problems = []
    en = load('en')
    tables = {}
    for lang in languages():
        try:
            tables[lang] = load(lang)
        except ValueError as e:
            problems.append('strings/%s.json: not JSON: %s' % (lang, e))
    for lang, t in tables.items():
        for key, text in t.items():
            if not isinstance(text, str):
                problems.append('strings/%s.json: %s is not a string' % (lang, key))
                continue
            if re.search(r'[\t\n]', key + text):
                problems.append('strings/%s.json: %s has a tab or a newline' % (lang, key))
            if lang != 'en' and not text.strip():
                problems.append('strings/%s.json: %s is empty' % (lang, key))
            if lang not in OWN_FONT:
                for c in text:
                    if ord(c) not in UI_GLYPHS:
                        problems.append('strings/%s.json: %s uses U+%04X, which the UI font lacks' % (lang, key, ord(c)))
                        break
        if lang == 'en':
            continue
        for key in en:
            if key not in t:
                problems.append('strings/%s.json: missing key %s' % (lang, key))
            elif sorted(PLACEHOLDER.findall(t[key])) != sorted(PLACEHOLDER.findall(en[key])):
                problems.append('strings/%s.json: %s: placeholders %s, English has %s' % (
                    lang, key, PLACEHOLDER.findall(t[key]), PLACEHOLDER.findall(en[key])))
            elif PRINTF.findall(t[key]) != PRINTF.findall(en[key]):
                problems.append('strings/%s.json: %s: conversions %s, English has %s' % (
                    lang, key, PRINTF.findall(t[key]), PRINTF.findall(en[key])))
        for key in t:
            if key not in en:
                problems.append('strings/%s.json: key %s is not in en.json' % (lang, key))
    return problems


def c_literal(s):
    out = []
    for b in s.encode('utf-8'):
        if b in (0x22, 0x5c):
            out.append('\\' + chr(b))
        elif 0x20 <= b < 0x7f and chr(b) != '?':  # '?' too: no trigraphs
            out.append(chr(b))
        else:
            out.append('\\%03o' % b)  # octal: exactly three digits, so the next character is safe
    return '"' + ''.join(out) + '"'


def write_cpp(path):
    """English for the wasm and the native build: keys and texts apart (each compresses better
    alone), in key order; keys front-coded (a byte: how much of the previous key it repeats).
    Beside `path`, strings_keys.h: the same keys for the compiler, which turns Tr("key") into the
    key's index (a key English lacks does not compile; the call site holds no text)."""
    en = load('en')
    # Not page.* (the HTML page's own words, in its HTML) nor a choice.* whose English is its link
    # name (English shows a choice by its link name, unless the table gives a shown name that is
    # not one: "anyone ahead" for rule=anyahead; tests/unit/strings_test.cpp checks both).
    keys = sorted(k for k in en if not k.startswith('page.') and not (k.startswith('choice.') and LINK_NAME.fullmatch(en[k])))
    header = ['// Written by scripts/strings.py from strings/en.json: do not edit.',
              '// The English table\'s keys in its order, read only by the compiler (demos::Key).',
              '#pragma once',
              'namespace demos::strings_keys {',
              'inline constexpr int kCount = %d;' % len(keys),
              'inline constexpr const char* kKeys[kCount] = {']
    header += ['    %s,' % c_literal(key) for key in keys]
    header += ['};', '}  // namespace demos::strings_keys']
    write_if_changed(os.path.join(os.path.dirname(path), 'strings_keys.h'), '\n'.join(header) + '\n')
    lines = ['// Written by scripts/strings.py from strings/en.json: do not edit.',
             '// src/strings/strings.cpp reads it: kEnglishKeys, per key "<repeated prefix length><rest>\\0", sorted;',
             '// kEnglishTexts, per key "<text>\\0", in the same order.',
             'namespace demos {',
             'extern const char kEnglishKeys[], kEnglishTexts[];',
             'extern const unsigned kEnglishKeysSize, kEnglishTextsSize;',
             'const char kEnglishKeys[] =']
    prev = ''
    for key in keys:
        n = 0
        while n < min(len(prev), len(key), 127) and prev[n] == key[n]:
            n += 1
        lines.append('    "\\%03o" %s "\\0"' % (n + 1, c_literal(key[n:])))  # +1: never a NUL
        prev = key
    lines.append('    ;')
    lines.append('const char kEnglishTexts[] =')
    for key in keys:
        lines.append('    %s "\\0"' % c_literal(en[key]))
    lines.append('    ;')
    lines.append('const unsigned kEnglishKeysSize = sizeof kEnglishKeys - 1, kEnglishTextsSize = sizeof kEnglishTexts - 1;')
    lines.append('}  // namespace demos')
    write_if_changed(path, '\n'.join(lines) + '\n')


def write_if_changed(path, text):
    try:
        with open(path, encoding='utf-8') as f:
            if f.read() == text:
                return
    except OSError:
        pass
    os.makedirs(os.path.dirname(path) or '.', exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)


def write_web(site):
    """The site's words outside the wasm: lang/<lang>.json for every other language, and the web
    app manifest in every language (shell/manifest.webmanifest without its words: page.title,
    manifest.short_name and page.description), English's at the site's top, the others'
    in lang/ (shell/i18n.js links them)."""
    with open(os.path.join(ROOT, 'shell', 'manifest.webmanifest'), encoding='utf-8') as f:
        manifest = json.load(f)
    for lang in languages():
        t = load(lang)
        m = dict(manifest, name=t['page.title'], short_name=t['manifest.short_name'],
                 description=t['page.description'], lang=lang)
        if lang == 'en':
            write_if_changed(os.path.join(site, 'manifest.webmanifest'), json.dumps(m, ensure_ascii=False, indent=1) + '\n')
            continue
        write_if_changed(os.path.join(site, 'lang', lang + '.json'),
                         json.dumps(t, ensure_ascii=False, separators=(',', ':'), sort_keys=True) + '\n')
        m.update(start_url='../', icons=[dict(i, src='../' + i['src']) for i in manifest['icons']])
        write_if_changed(os.path.join(site, 'lang', lang + '.webmanifest'), json.dumps(m, ensure_ascii=False, indent=1) + '\n')


def app_lines(lang):
    """A language's table as the wasm takes it (demos::SetLanguage): "key<TAB>text" lines, the
    app's words only (page.* are the HTML page's), as shell/i18n.js builds them from lang/*.json."""
    t = load(lang)
    return '\n'.join(k + '\t' + t[k] for k in sorted(t) if not k.startswith('page.'))


def write_desktop(path):
    """The desktop playground's languages, compiled in (the page fetches lang/<lang>.json instead)."""
    lines = ['// Written by scripts/strings.py from strings/*.json: do not edit.',
             '// The desktop playground\'s languages but English (compiled in): src/app/desktop_lang.cpp.',
             'namespace app {',
             'struct DesktopTable { const char* lang; const char* table; };',
             'extern const DesktopTable kDesktopTables[];',
             'extern const int kDesktopTableCount;',
             'const DesktopTable kDesktopTables[] = {']
    others = [lang for lang in languages() if lang != 'en']
    for lang in others:
        text = app_lines(lang)
        # In pieces: a compiler's string literal has a length limit (C++: at least 65,536).
        pieces = [text[i:i + 2000] for i in range(0, len(text), 2000)]
        lines.append('    {%s,' % c_literal(lang))
        lines += ['     %s' % c_literal(p) for p in pieces]
        lines.append('    },')
    lines.append('};')
    lines.append('const int kDesktopTableCount = %d;' % len(others))
    lines.append('}  // namespace app')
    write_if_changed(path, '\n'.join(lines) + '\n')


def chars(lang):
    used = set(''.join(load(lang).values()))
    used |= set(chr(c) for c in range(0x20, 0x7f))
    return ''.join(sorted(used))


def pseudo():
    """Every text twice as long, placeholders intact: each word doubled, padded to twice the length."""
    out = {}
    for key, text in load('en').items():
        parts = PLACEHOLDER.split(text)
        holders = PLACEHOLDER.findall(text)
        doubled = [re.sub(r'(\w+)', lambda m: m.group(1) + m.group(1).lower(), p) for p in parts]
        s = doubled[0]
        for h, p in zip(holders, doubled[1:]):
            s += h + p
        out[key] = s + '~' * max(0, 2 * len(text) - len(s))  # punctuation is not doubled: pad to 2x
    return out


# A word of the page's scripts: w('key'), showError('key') or errorWords('key'), then ')' or ','
# (its arguments). A key made at run time, w('role.' + role, role), keeps its own fallback.
PAGE_WORD = re.compile(r"""\b(w|showError|errorWords)\('([a-z][\w.-]*)'(\s*)([,)])""")
# Calls PAGE_WORD would not take: a key in double quotes or backticks, or after a line break.
PAGE_WORD_ODD = re.compile(r"""\b(w|showError|errorWords)\((\s+['"`]|["`])""")


def page_words(path, text):
    """The script `text` with en.json's English written into each of its words (PAGE_WORD), and the
    problems: a key en.json lacks, an English text the script writes itself (a second copy)."""
    en = load('en')
    problems = ["%s:%d: %s(: write the key in single quotes right after '(' (the build writes its "
                "English in)" % (path, text.count('\n', 0, m.start()) + 1, m.group(1))
                for m in PAGE_WORD_ODD.finditer(text)]

    def english(m):
        name, key, space, end = m.groups()
        where = '%s:%d' % (path, text.count('\n', 0, m.start()) + 1)
        if key not in en:
            problems.append("%s: %s('%s'): not a key of strings/en.json" % (where, name, key))
            return m.group(0)
        if end == ',' and text[m.end():].lstrip()[:1] in ('"', "'", '`'):
            problems.append("%s: %s('%s', '...'): the English is strings/en.json's; write %s('%s')"
                            % (where, name, key, name, key))
            return m.group(0)
        word = json.dumps(en[key], ensure_ascii=False)
        return "%s('%s', %s%s%s" % (name, key, word, space, ',' if end == ',' else ')')
    return PAGE_WORD.sub(english, text), problems


def write_js(src, out):
    with open(src, encoding='utf-8') as f:
        text, problems = page_words(os.path.relpath(src, ROOT), f.read())
    for p in problems:
        sys.stderr.write(p + '\n')
    if problems:
        return 1
    os.makedirs(os.path.dirname(out) or '.', exist_ok=True)
    with open(out, 'w', encoding='utf-8') as f:  # always: the build's rule is then up to date
        f.write(text)
    return 0


def main(argv):
    if len(argv) < 2 or argv[1] not in ('check', 'cpp', 'web', 'desktop', 'chars', 'pseudo', 'js'):
        sys.stderr.write(__doc__)
        return 2
    problems = check()
    for p in problems:
        sys.stderr.write(p + '\n')
    if problems:
        sys.stderr.write('strings.py: %d problem(s) in the string tables\n' % len(problems))
        return 1
    if argv[1] == 'cpp':
        write_cpp(argv[2])
    elif argv[1] == 'web':
        write_web(argv[2])
    elif argv[1] == 'desktop':
        write_desktop(argv[2])
    elif argv[1] == 'chars':
        write_if_changed(argv[3], chars(argv[2]))
    elif argv[1] == 'pseudo':
        write_if_changed(argv[2], json.dumps(pseudo(), ensure_ascii=False, sort_keys=True) + '\n')
    elif argv[1] == 'js':
        return write_js(argv[2], argv[3])
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
