#!/usr/bin/env python3
"""Validates SARIF files against the SARIF 2.1.0 JSON schema (OASIS, rtm.5).

The schema is not a Debian package: it is taken once from the npm registry
(the @microsoft/jest-sarif package ships it), checked against its SHA-256 and
kept in ~/.cache/symcrete (or $XDG_CACHE_HOME/symcrete). Validation uses
python3-jsonschema. Exit status 0 when every file is valid; otherwise each
error is printed with the path in the document where it is.

Usage: scripts/validate-sarif.py FILE.sarif...
"""
import hashlib
import io
import json
import os
import sys
import tarfile
import urllib.request

import jsonschema

TARBALL = "https://registry.npmjs.org/@microsoft/jest-sarif/-/jest-sarif-1.0.0-beta.0.tgz"
MEMBER = "package/lib/schemas/sarif-2.1.0-rtm.5.json"
SHA256 = "2d99159ae54a3eea97f81781cff48780548657c35949f4b7f25e99a2ba4de4f8"


def schema_path():
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(cache, "symcrete", "sarif-2.1.0-rtm.5.json")


def load_schema():
    path = schema_path()
    if not os.path.exists(path):
        with urllib.request.urlopen(TARBALL, timeout=60) as response:
            archive = tarfile.open(fileobj=io.BytesIO(response.read()), mode="r:gz")
            data = archive.extractfile(MEMBER).read()
        if hashlib.sha256(data).hexdigest() != SHA256:
            sys.exit(f"validate-sarif: the schema from {TARBALL} is not the expected one (SHA-256 differs)")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        temporary = path + f".{os.getpid()}"
        with open(temporary, "wb") as out:
            out.write(data)
        os.replace(temporary, path)
    with open(path, "rb") as f:
        data = f.read()
    if hashlib.sha256(data).hexdigest() != SHA256:
        sys.exit(f"validate-sarif: {path} is not the SARIF 2.1.0 schema (SHA-256 differs); remove it")
    return json.loads(data)


def main(files):
    if not files:
        sys.exit(__doc__.strip().splitlines()[-1])
    validator = jsonschema.Draft4Validator(load_schema())
    failed = False
    for name in files:
        with open(name, encoding="utf-8") as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(top)"
            print(f"{name}: {where}: {error.message}")
        if errors:
            failed = True
        else:
            print(f"{name}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
