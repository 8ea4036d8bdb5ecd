#!/usr/bin/env python3
"""Splits the page's wasm in two (Binaryen's wasm-split), after emcc's link (CMakeLists.txt).

    split_wasm.py WEB_DIR FUNCTIONS_FILE PLACEHOLDERS_OUT
    split_wasm.py list SITE_DIR PRIMARY_SYMBOLS OUT_FILE LINKS PROFILE   (make first-frame-list's last step)

emcc links with -sSPLIT_MODULE and --emit-symbol-map: WEB_DIR/playground.wasm.orig is the whole
optimised module, WEB_DIR/playground.js.symbols names its functions by index. The functions named
in FUNCTIONS_FILE (src/app/deferred_functions.txt: those the first frames of no demo's link run,
written by `make first-frame-list`) go to WEB_DIR/playground.deferred.wasm, which shell.js fetches
after the first frame; the rest stay in WEB_DIR/playground.wasm. A function the list does not know
(new code) stays in the first module: a stale list costs bytes, never a first frame's wait.
"""
import os
import re
import struct
import subprocess
import sys

ESCAPE = re.compile(r'\\([0-9a-fA-F]{2})')


def readable(name):
    """A symbol map's name as C++ reads it: wasm-ld writes '(' as \\28, ',' as \\2c, ' ' as \\20."""
    return ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), name)


SMALL = 64  # bytes: a function this small stays in the first module whatever the list says


def sections(path):
    """The module's function imports count and its own functions' body sizes, in order. Binaryen
    names a module's own functions, when it has no name section, by their place after the imports
    (emcc's symbol map counts the imports too)."""
    with open(path, 'rb') as f:
        data = f.read()

    def leb(i):
        value = shift = 0
        while True:
            byte = data[i]
            i += 1
            value |= (byte & 0x7f) << shift
            shift += 7
            if byte < 0x80:
                return value, i

    functions, bodies = 0, []
    i = 8
    while i < len(data):
        section, i = data[i], i + 1
        size, i = leb(i)
        if section == 10:
            count, j = leb(i)
            for _ in range(count):
                n, j = leb(j)
                bodies.append(n)
                j += n
        if section == 2:
            count, j = leb(i)
            functions = 0
            for _ in range(count):
                for _ in range(2):  # module and field names
                    n, j = leb(j)
                    j += n
                kind, j = data[j], j + 1
                if kind == 0:
                    functions += 1
                    _, j = leb(j)
                elif kind == 1:  # table: element type, limits
                    flags, j = leb(j + 1)
                    _, j = leb(j)
                    if flags & 1:
                        _, j = leb(j)
                elif kind == 2:  # memory: limits
                    flags, j = leb(j)
                    _, j = leb(j)
                    if flags & 1:
                        _, j = leb(j)
                else:  # global: type, mutability
                    j += 2
        i += size
    return functions, bodies


def symbols(path):
    """{readable name: function index} from emcc's symbol map (index:name lines)."""
    out = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            index, _, name = line.rstrip('\n').partition(':')
            out.setdefault(readable(name), index)
    return out


def never_run(profile, count):
    """The module's own functions (by place) that a merged profile of Binaryen's instrumentation
    never saw run: after its 8-byte hash, a 32-bit time of first call per function, 0 for never."""
    with open(profile, 'rb') as f:
        data = f.read()[8:]
    times = struct.unpack('<%dI' % (len(data) // 4), data)
    return {k for k, t in enumerate(times[:count]) if t == 0}


def write_list(site, primary_symbols, out, links, profile):
    """The list for FUNCTIONS_FILE: every function of SITE_DIR's whole module that a split by the
    first frames' profile did not keep in its primary (whose symbol map names its own functions by
    their place, its imports fimport$N and placeholder_N), and the exported ones the profile never
    saw run, which such a split keeps (the JS API's pg_lesson_link, pg_code...: a call from the page
    before the second module is in goes through a placeholder, as any other call does)."""
    imports, bodies = sections(os.path.join(site, 'playground.wasm.orig'))
    by_index = {int(index) - imports: name
                for name, index in symbols(os.path.join(site, 'playground.js.symbols')).items()
                if int(index) >= imports}
    with open(primary_symbols, encoding='utf-8') as f:
        kept = {int(n) for n in (line.rstrip('\n').partition(':')[2] for line in f) if n.isdigit()}
    idle = never_run(profile, len(bodies))
    moved = sorted({name for k, name in by_index.items() if k not in kept or k in idle})
    with open(out, 'w', encoding='utf-8') as f:
        f.write(f'# The functions the first frames of no link run ({links} links): written by `make first-frame-list`.\n'
                '# scripts/split_wasm.py moves them to playground.deferred.wasm; the rest stays in playground.wasm.\n')
        f.write(''.join(n + '\n' for n in moved))
    print(f'{len(moved)} functions of {len(by_index)} run in no first frame of {links} links: {out}')
    return 0


def main(web, functions, placeholders):
    orig = os.path.join(web, 'playground.wasm.orig')
    symbol_map = os.path.join(web, 'playground.js.symbols')
    if not os.path.exists(orig):
        return 0  # the link did not run: the last split stands
    names = symbols(symbol_map)
    with open(functions, encoding='utf-8') as f:
        wanted = [line.rstrip('\n') for line in f if line.strip() and not line.startswith('#')]
    imports, bodies = sections(orig)
    by_index = {int(index) - imports: name for name, index in names.items()}
    split = {int(names[n]) - imports for n in wanted if n in names and int(names[n]) >= imports}
    # Small functions and the C++ library's are called from anywhere: a rare path (another seed, a
    # long text) would load the whole second module for a few bytes of them.
    split = sorted(k for k in split if bodies[k] > SMALL and not by_index.get(k, '').startswith('std::'))
    missing = len(wanted) - sum(1 for n in wanted if n in names)
    listing = os.path.join(web, 'playground.split.txt')
    with open(listing, 'w', encoding='utf-8') as f:
        f.write('\n'.join(map(str, split)) + '\n')
    primary = os.path.join(web, 'playground.wasm')
    subprocess.run(['wasm-split', '--all-features', orig, '--split-funcs', '@' + listing, '-o1', primary,
                    '-o2', os.path.join(web, 'playground.deferred.wasm'), '--placeholdermap'], check=True)
    # Which function each placeholder stands for, by name (playground.modules().deferred.early is
    # the placeholder a call went through first): beside the build, for the tests' messages.
    with open(primary + '.placeholders', encoding='utf-8') as f, open(placeholders, 'w', encoding='utf-8') as out:
        for line in f:
            slot, _, function = line.rstrip('\n').partition(':')
            out.write(f'{slot}:{by_index.get(int(function), function) if function.isdigit() else function}\n')
    for f in (orig, symbol_map, listing, primary + '.placeholders'):
        os.remove(f)
    if missing:
        print(f'split_wasm: {missing} of {len(wanted)} deferred functions are gone from the build '
              f'(make first-frame-list writes the list again)', file=sys.stderr)
    return 0


if __name__ == '__main__':
    if sys.argv[1] == 'list':
        sys.exit(write_list(*sys.argv[2:5], int(sys.argv[5]), sys.argv[6]))
    sys.exit(main(*sys.argv[1:]))
