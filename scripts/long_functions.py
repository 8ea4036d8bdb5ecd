#!/usr/bin/env python3
"""Lists the functions in src/ and shell/ longer than a limit (80 lines by default), longest first.

    python3 scripts/long_functions.py [--max 80] [paths...]    (exit status 1 if any)

In JavaScript (shell/*.js) every function counts on its own, nested ones too (each file is one
module wrapper, `(function () { ... })()`, which is not counted): a function is a brace block
whose head ends with a parameter list after `function`, or with `=>`.

A function is a brace block whose head (the text since the previous ';', '{' or '}') has a
parameter list and is not a control statement, lambda or initialiser; its length counts from the
line of its head to the line of its closing brace. Blocks inside a function (lambdas, local
classes) count as part of it. Strings, characters and comments are skipped, so braces in them
do not count. A heuristic for this code base's style, not a C++ parser.
"""
import argparse
import pathlib
import re
import sys

CONTROL = re.compile(r'^(if|for|while|switch|catch|do|else|return)\b')
CONTAINER = re.compile(r'\b(namespace|class|struct|union|enum)\b[^()]*$|^extern\s+"C"')


def strip_code(text):
    """The text with comments, strings and character literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text.startswith('R"(', i):
            j = text.find(')"', i + 3)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(c + ' ' * (j - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def functions(path):
    """(name, first line, length in lines) of each outermost function in a file."""
    code = strip_code(path.read_text(encoding='utf-8', errors='replace'))
    stack = []  # per open brace: 'container', 'function' or 'block'
    head_start = 0
    found = []
    line = 1
    for i, c in enumerate(code):
        if c == '\n':
            line += 1
        if c in ';{}':
            head = code[head_start:i].strip()
            if c == '{':
                inside_function = any(kind == 'function' for kind, _, _ in stack)
                name = None
                if not inside_function and CONTAINER.search(head.split('\n')[-1] if head else ''):
                    kind = 'container'
                elif (not inside_function and ')' in head and not CONTROL.match(head)
                      and not head.endswith('=') and not re.search(r'\]\s*\([^)]*\)[^(]*$', head)):
                    kind = 'function'
                    m = re.search(r'([~\w:]+)\s*\([^()]*(\([^()]*\)[^()]*)*\)[^()]*$', head)
                    name = m.group(1) if m else head.split('(')[0].split()[-1]
                else:
                    kind = 'block'
                first = line - head.count('\n') if kind == 'function' else line
                stack.append((kind, name, first))
            elif c == '}' and stack:
                kind, name, first = stack.pop()
                if kind == 'function':
                    found.append((name, first, line - first + 1))
            head_start = i + 1
    return found


JS_FUNCTION = re.compile(r'(?:\bfunction\b[^{;]*\)|=>)\s*$')
JS_NAME = re.compile(r'(?:([\w$.]+)\s*[:=]\s*)?function\s*([\w$]*)\s*\([^()]*\)\s*$')


def strip_js(text):
    """The text with comments, strings and template literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif c in '"\'`':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(c + re.sub(r'[^\n]', ' ', text[i + 1:j]) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def functions_js(path):
    """(name, first line, length in lines) of every function of a JavaScript file, nested ones too."""
    code = strip_js(path.read_text(encoding='utf-8', errors='replace'))
    stack, found, head_start, line = [], [], 0, 1
    for i, c in enumerate(code):
        if c == '\n':
            line += 1
        if c not in ';{}':
            continue
        head = code[head_start:i]
        if c == '{':
            is_function = bool(JS_FUNCTION.search(head))
            wrapper = is_function and not stack and head.strip().startswith('(function')
            m = JS_NAME.search(head.strip())
            name = (m.group(2) or m.group(1) or 'function') if m else 'arrow function'
            stack.append((is_function and not wrapper, name, line - head.count('\n') + len(head) - len(head.lstrip('\n'))))
        elif c == '}' and stack:
            is_function, name, first = stack.pop()
            if is_function:
                found.append((name, first, line - first + 1))
        head_start = i + 1
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--max', type=int, default=80)
    ap.add_argument('paths', nargs='*', default=['src', 'shell'])
    args = ap.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    files = []
    for p in args.paths:
        p = pathlib.Path(p) if pathlib.Path(p).is_absolute() else root / p
        files += sorted(p.rglob('*.cpp')) + sorted(p.rglob('*.h')) + sorted(p.rglob('*.js')) if p.is_dir() else [p]
    long = []
    for f in files:
        for name, first, length in (functions_js(f) if f.suffix == '.js' else functions(f)):
            if length > args.max:
                long.append((length, f.relative_to(root) if f.is_relative_to(root) else f, first, name))
    for length, f, first, name in sorted(long, reverse=True):
        print(f'{f}:{first}: {name} is {length} lines')
    return 1 if long else 0


if __name__ == '__main__':
    sys.exit(main())
