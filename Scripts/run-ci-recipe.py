#!/usr/bin/env python3
"""Runs a CI recipe of docs/ci/ the way its runner would, in the current checkout.

Usage: Scripts/run-ci-recipe.py RECIPE.yml [--dry-run]

For docs/ci/github-actions.yml (a GitHub Actions workflow) and docs/ci/gitlab-ci.yml (a GitLab CI
job), in order:

1. The Swift the recipe's container image names (swift:MAJOR.MINOR-…) must be the Swift this
   checkout is built with (`swift --version`, as .ci/run builds it): a recipe may not promise a
   version the project was never built with.
2. The job's environment is resolved as the runner resolves it inside the container. GitHub
   evaluates `${{ github.workspace }}` on the host (`/home/runner/work/REPO/REPO`), while the
   container sees the checkout at `/__w/REPO/REPO`: the expression is replaced by that host
   path, which does not exist here, so an artifact folder named through it finds nothing — as
   on the real runner. GitLab's `$CI_PROJECT_DIR` is the checkout inside the container: this
   directory.
3. Every `run:` step (GitHub) or `before_script` and `script` line (GitLab) runs in order with
   bash -e from the checkout's root (the checkout step itself is this checkout); a failing step
   fails the run, as on the runner.
4. The upload step's `path` (GitHub `actions/upload-artifact`) or `artifacts: paths` (GitLab) is
   resolved from the checkout's root and must hold at least one file: the test run always
   writes replay viewers (the deliberately failing `withKnownIssue` cases of
   ReplayArtifactsTests), so an empty folder means the recipe's artifact path and the folder the
   tests write to disagree.

--dry-run does 1, 2 and 4's resolution and prints the commands without running them.
Exit status: 0 when the recipe works here, 1 otherwise (with the reason).
"""
import os
import re
import subprocess
import sys

import yaml

GITHUB_HOST_WORKSPACE = "/home/runner/work/repository/repository"


def fail(message):
    print(f"run-ci-recipe: {message}", file=sys.stderr)
    sys.exit(1)


def swift_version():
    output = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    found = re.search(r"Swift version (\d+)\.(\d+)", output)
    if not found:
        fail(f"cannot read `swift --version`: {output!r}")
    return f"{found.group(1)}.{found.group(2)}"


def check_image(image):
    found = re.match(r"swift:(\d+)\.(\d+)", str(image or ""))
    if not found:
        fail(f"the container image {image!r} does not name a Swift version (swift:MAJOR.MINOR-…)")
    named = f"{found.group(1)}.{found.group(2)}"
    built = swift_version()
    if named != built:
        fail(f"the recipe's image is Swift {named}, but this project is built with Swift {built}"
             " (.ci/run): use swift:" + built + "-…")
    print(f"image {image}: Swift {named}, the version .ci/run builds with")


def github_expression(text, root):
    def replace(match):
        expression = match.group(1).strip()
        if expression == "github.workspace":
            return GITHUB_HOST_WORKSPACE
        fail(f"cannot evaluate the expression ${{{{ {expression} }}}} here")
    return re.sub(r"\$\{\{(.*?)\}\}", replace, str(text))


def gitlab_variables(text, variables):
    return re.sub(r"\$\{?(\w+)\}?", lambda m: variables.get(m.group(1), m.group(0)), str(text))


def run(commands, env, root, dry):
    for command in commands:
        print(f"\n$ {command}", flush=True)
        if dry:
            continue
        completed = subprocess.run(["bash", "-e", "-c", command], cwd=root, env=env)
        if completed.returncode != 0:
            fail(f"the step `{command}` failed with status {completed.returncode}")


def check_artifacts(path, root):
    folder = path if os.path.isabs(path) else os.path.join(root, path)
    files = []
    if os.path.isdir(folder):
        for directory, _, names in os.walk(folder):
            files += [os.path.join(directory, name) for name in names]
    if not files:
        fail(f"the artifact path {path!r} (here {folder}) holds no file after the test run: the "
             "recipe uploads a folder the tests do not write to")
    print(f"\nartifacts: {path!r} holds {len(files)} file(s), e.g. {os.path.relpath(files[0], root)}")


def github(recipe, root, dry):
    jobs = recipe.get("jobs") or {}
    if len(jobs) != 1:
        fail("the workflow should have one job")
    job = next(iter(jobs.values()))
    container = job.get("container")
    check_image(container.get("image") if isinstance(container, dict) else container)
    env = dict(os.environ)
    for key, value in (job.get("env") or {}).items():
        env[key] = github_expression(value, root)
        print(f"env {key}={env[key]}")
    upload = None
    commands = []
    for step in job.get("steps") or []:
        uses = step.get("uses", "")
        if uses.startswith("actions/checkout"):
            print("checkout: this checkout")
        elif uses.startswith("actions/upload-artifact"):
            upload = github_expression((step.get("with") or {}).get("path", ""), root)
        elif "run" in step:
            commands.append(github_expression(step["run"], root))
        else:
            fail(f"a step this script cannot run: {step}")
    run(commands, env, root, dry)
    if upload is None:
        fail("the workflow uploads no artifact")
    if not dry:
        check_artifacts(upload, root)


def gitlab(recipe, root, dry):
    jobs = {name: job for name, job in recipe.items() if isinstance(job, dict) and "script" in job}
    if len(jobs) != 1:
        fail("the file should hold one job")
    job = next(iter(jobs.values()))
    check_image(job.get("image"))
    builtins = {"CI_PROJECT_DIR": root}
    variables = dict(builtins)
    env = dict(os.environ)
    env.update(builtins)
    for key, value in (job.get("variables") or {}).items():
        variables[key] = env[key] = gitlab_variables(value, variables)
        print(f"variable {key}={env[key]}")
    commands = list(job.get("before_script") or []) + list(job.get("script") or [])
    run(commands, env, root, dry)
    paths = (job.get("artifacts") or {}).get("paths") or []
    if not paths:
        fail("the job keeps no artifact")
    if not dry:
        for path in paths:
            check_artifacts(gitlab_variables(path, variables), root)


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    dry = "--dry-run" in sys.argv[1:]
    if len(arguments) != 1 or "--help" in sys.argv[1:]:
        print(__doc__)
        sys.exit(0 if "--help" in sys.argv[1:] else 2)
    with open(arguments[0]) as file:
        recipe = yaml.safe_load(file)
    root = os.getcwd()
    if "jobs" in recipe:
        github(recipe, root, dry)
    else:
        gitlab(recipe, root, dry)
    print(f"\n{arguments[0]}: works here")


if __name__ == "__main__":
    main()
