"""Validates JSON files against habit-report's JSON Schemas (draft 2020-12)
with the PyPI package jsonschema. Run it through Scripts/check-schemas, which
finds or installs a Python that has jsonschema.

  check-schemas                       the schemas themselves, examples/export.json
                                      and the valid export fixtures of the tests
  check-schemas --export F... --data F...   these files against the export / data schema
  check-schemas --verdicts DIR        one line per file of DIR: "valid NAME" or
                                      "invalid NAME: why" against the export schema
"""

import json
import os
import sys

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = {
    "export": os.path.join(ROOT, "Schemas", "habit-export.schema.json"),
    "data": os.path.join(ROOT, "Schemas", "data.schema.json"),
}
# The test fixtures that `check` accepts (the others are invalid on purpose).
VALID_FIXTURES = ["good-export.json", "warnings.json"]


def validator(kind):
    with open(SCHEMAS[kind], encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def problems(validator, path):
    """Every reason the file does not match, as "JSON path: message"."""
    try:
        with open(path, "rb") as handle:
            document = json.loads(handle.read().decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as error:
        return [f"not JSON: {error}"]
    found = []
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
        found.append(f"{where.lstrip('.') or '(root)'}: {error.message[:300]}")
    return found


def check(files_by_kind):
    passed = failed = 0
    for kind, files in files_by_kind.items():
        if not files:
            continue
        checker = validator(kind)
        for path in files:
            found = problems(checker, path)
            if found:
                failed += 1
                print(f"FAIL {path} (against {os.path.basename(SCHEMAS[kind])}):")
                for line in found[:20]:
                    print(f"  {line}")
            else:
                passed += 1
    print(f"schemas: {passed} passed, {failed} failed")
    return 1 if failed else 0


def verdicts(folder):
    checker = validator("export")
    for name in sorted(os.listdir(folder)):
        found = problems(checker, os.path.join(folder, name))
        print(f"invalid {name}: {found[0]}" if found else f"valid {name}")
    return 0


def main(arguments):
    if arguments[:1] == ["--verdicts"] and len(arguments) == 2:
        return verdicts(arguments[1])
    if not arguments:
        for kind in SCHEMAS:
            validator(kind)  # raises on a schema that is not valid draft 2020-12
        fixtures = os.path.join(ROOT, "Tests", "HabitImportTests", "Fixtures", "json")
        return check({
            "export": [os.path.join(ROOT, "examples", "export.json")]
            + [os.path.join(fixtures, name) for name in VALID_FIXTURES],
            "data": [],
        })
    files = {"export": [], "data": []}
    kind = None
    for argument in arguments:
        if argument in ("--export", "--data"):
            kind = argument[2:]
        elif kind is None:
            print(f"check-schemas: expected --export or --data before {argument}", file=sys.stderr)
            return 2
        else:
            files[kind].append(argument)
    return check(files)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
