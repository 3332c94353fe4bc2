#!/usr/bin/env python3
"""Drives the layout inspector reports of `swiftlayout inspect` in a real browser.

Opens each report from file:// in Chromium (through Playwright, pointed at the system browser),
clicks views in the tree and in the picture and checks that #details shows the frames of the
frame tree the command wrote beside the report (<name>.frames.txt, HeadlessUIKit's
recursiveDescription) and the constraints of the JSON sidecar, moves #width and toggles #rtl and
checks that the picture and #details follow the layouts solved in advance, selects the issues of
the conflicting example screen, fails on any console error or network request, and takes
screenshots.

Usage: Scripts/inspector-browser-test.py REPORT_DIR [--screenshots DIR] [--browser PATH]
Needs: python3 -m pip install playwright; Debian's chromium (apt-get install chromium).
"""

import argparse
import json
import re
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

FRAME = re.compile(r"^(?P<indent>(?:   \| )*)<(?P<cls>[^ ;>]+)[^;>]*; frame = (?P<frame>\([^)]*\))")


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def frame_tree(path):
    """The views of a recursiveDescription, by the inspector's ids (paths of subview indices)."""
    views = {}
    stack = []  # (id, children so far)
    for line in path.read_text().splitlines():
        match = FRAME.match(line)
        if not match:
            continue
        depth = len(match["indent"]) // 5
        del stack[depth:]
        if stack:
            parent_id, children = stack[-1]
            view_id = f"{parent_id}.{children}"
            stack[-1] = (parent_id, children + 1)
        else:
            view_id = "0"
        stack.append((view_id, 0))
        views[view_id] = {"class": match["cls"], "frame": match["frame"]}
    return views


def number(value):
    rounded = round(value * 10000) / 10000
    return str(int(rounded)) if rounded == int(rounded) else repr(rounded)


def frame_text(rect):
    return f"({number(rect['x'])} {number(rect['y'])}; {number(rect['width'])} {number(rect['height'])})"


class Report:
    def __init__(self, page, html):
        self.page = page
        self.html = html
        self.name = html.name[: -len(".html")]
        self.data = json.loads(html.with_suffix(".json").read_text())
        self.frames = frame_tree(html.with_name(self.name + ".frames.txt"))
        self.items = {item["id"]: item for item in self.data["items"]}

    def variant(self, width, rtl):
        return next(v for v in self.data["variants"] if v["width"] == width and v["isRightToLeft"] == rtl)

    def field(self, name):
        return self.page.locator(f'#details [data-field="{name}"]').inner_text().strip()

    def details_constraints(self):
        return self.page.locator("#details li.constraint code").all_inner_texts()

    def expect_selected(self, item_id, frames_text=None):
        item = self.items[item_id]
        check(self.field("class") == item["className"], f"{self.name}: class of {item_id}")
        check(self.field("identifier") == (item.get("identifier") or "—"), f"{self.name}: identifier of {item_id}")
        frame = self.field("frame")
        if frames_text is not None:
            check(frame == frames_text, f"{self.name}: frame of {item_id} is {frame}, frame tree says {frames_text}")
        check(self.details_constraints() == [c["text"] for c in item["constraints"]],
              f"{self.name}: constraints of {item_id} differ from the sidecar")
        for selector in (f'[data-view="{item_id}"]', f'[data-tree-view="{item_id}"]'):
            classes = self.page.locator(selector).get_attribute("class") or ""
            check("selected" in classes.split(), f"{self.name}: {selector} not highlighted")

    def click_tree_rows(self):
        """Every view of the frame tree, selected from the tree: class, frame, constraints."""
        for view_id, view in self.frames.items():
            self.page.click(f'[data-tree-view="{view_id}"]')
            check(self.field("class") == view["class"], f"{self.name}: class of {view_id}")
            self.expect_selected(view_id, view["frame"])
        guides = [i for i in self.data["items"] if i["kind"] == "guide" and not i["isHidden"]]
        for guide in guides[:3]:
            self.page.click(f'[data-tree-view="{guide["id"]}"]')
            variant = self.data["variants"][self.data["initialVariant"]]
            self.expect_selected(guide["id"], variant["frameTexts"][guide["id"]])
        return len(self.frames) + min(len(guides), 3)

    def topmost_at(self, variant, x, y):
        """The item drawn on top at a point: the last visible view in tree order containing it."""
        hit = None
        for item in self.data["items"]:
            if item["kind"] == "guide" or item["isHidden"]:
                continue
            f = variant["frames"][item["id"]]
            if f["x"] <= x < f["x"] + f["width"] and f["y"] <= y < f["y"] + f["height"]:
                hit = item["id"]
        return hit

    def click_picture(self, limit=8):
        """Leaf views clicked in the picture, at their centres; #details shows the view on top."""
        variant = self.data["variants"][self.data["initialVariant"]]
        box = self.page.locator("#picture").bounding_box()
        # The picture keeps its aspect ratio ("meet"), centred horizontally, top-aligned.
        scale = min(box["width"] / variant["width"], box["height"] / variant["height"])
        left = box["x"] + (box["width"] - variant["width"] * scale) / 2
        parents = {i.get("parent") for i in self.data["items"] if i["kind"] != "guide"}
        clicked = 0
        for item in self.data["items"]:
            if item["kind"] in ("guide", "root") or item["isHidden"] or item["id"] in parents:
                continue
            f = variant["frames"][item["id"]]
            if f["width"] < 4 or f["height"] < 4:
                continue
            x, y = f["x"] + f["width"] / 2, f["y"] + f["height"] / 2
            expected = self.topmost_at(variant, x, y)
            self.page.mouse.click(left + x * scale, box["y"] + y * scale)
            self.expect_selected(expected, self.frames[expected]["frame"])
            clicked += 1
            if clicked == limit:
                break
        check(clicked > 0, f"{self.name}: no view to click in the picture")
        return clicked

    def move_width_and_direction(self, item_id):
        """Every width in both directions: the selected item's frame follows the solved layouts."""
        self.page.click(f'[data-tree-view="{item_id}"]')
        widths = sorted({v["width"] for v in self.data["variants"]})
        for required in (320, 375, 390, 430, 768, 1024):
            check(required in widths, f"{self.name}: no layout at width {required}")
        check(self.page.locator("#width").get_attribute("type") == "range", "#width is not a range")
        seen = set()
        for rtl in (False, True):
            if self.page.locator("#rtl").is_checked() != rtl:
                self.page.click("#rtl")
            for index, width in enumerate(widths):
                self.page.fill("#width", str(index))
                variant = self.variant(width, rtl)
                expected = variant["frameTexts"][item_id]
                check(self.field("frame") == expected,
                      f"{self.name}: at {width} rtl={rtl} #details shows {self.field('frame')}, solved {expected}")
                check(self.field("root-frame") == frame_text(variant["frames"][item_id]),
                      f"{self.name}: root frame at {width} rtl={rtl}")
                rect = self.page.locator(f'[data-view="{item_id}"] > rect.box')
                drawn = {k: float(rect.get_attribute(k)) for k in ("x", "y", "width", "height")}
                solved = variant["frames"][item_id]
                check(all(abs(drawn[k] - solved[k]) < 1e-3 for k in drawn),
                      f"{self.name}: picture of {item_id} at {width} rtl={rtl} is {drawn}, solved {solved}")
                viewbox = self.page.locator("#picture").get_attribute("viewBox")
                check(viewbox == f"0 0 {number(width)} {number(variant['height'])}",
                      f"{self.name}: viewBox {viewbox} at width {width}")
                seen.add(expected)
        check(len(seen) > 1, f"{self.name}: {item_id} has the same frame in every layout")
        return len(widths) * 2

    def issues(self):
        return self.page.locator("#issues")


def check_conflict_screen(report):
    page = report.page
    initial = report.data["variants"][report.data["initialVariant"]]
    check(initial["unsatisfiable"] and initial["ambiguous"], "the conflict screen has no issues")
    headings = page.locator("#issues h3").all_inner_texts()
    check("Unsatisfiable" in headings and "Ambiguous" in headings, f"issue headings: {headings}")
    conflict = initial["unsatisfiable"][0]
    page.click('#issues .issue.conflict >> nth=0')
    lines = page.locator("#issues .issue.conflict.active li.constraint code").all_inner_texts()
    check(lines == conflict["constraints"], f"conflict constraints shown: {lines}")
    broken = page.locator("#issues .issue.conflict.active li.constraint.broken code").all_inner_texts()
    check(broken == [conflict["broken"]], f"broken constraint marked: {broken}")
    for item_id in conflict["items"]:
        for selector in (f'[data-view="{item_id}"]', f'[data-tree-view="{item_id}"]'):
            check("flagged" in (page.locator(selector).get_attribute("class") or "").split(),
                  f"conflict view {item_id} not highlighted ({selector})")
    # The details of the view selected with the issue mark its conflict's constraints.
    highlighted = page.locator("#details li.constraint.highlighted code").all_inner_texts()
    check(highlighted and all(text in conflict["constraints"] for text in highlighted),
          f"conflict constraints not highlighted in #details: {highlighted}")
    for item_id, item in report.items.items():
        broken_here = [c["text"] for c in item["constraints"] if c["isBroken"]]
        if broken_here:
            page.click(f'[data-tree-view="{item_id}"]')
            badges = page.locator("#details li.constraint.broken code").all_inner_texts()
            check(badges == broken_here, f"broken constraints of {item_id} in #details: {badges}")
    ambiguity = initial["ambiguous"][0]
    page.click('#issues .issue.ambiguity >> nth=0')
    text = page.locator("#issues .issue.ambiguity.active").inner_text()
    check(ambiguity["name"] in text and all(axis in text for axis in ambiguity["axes"]),
          f"ambiguity entry: {text}")
    check("flagged" in (page.locator(f'[data-view="{ambiguity["item"]}"]').get_attribute("class") or ""),
          "the ambiguous view is not highlighted")
    check(report.field("name").startswith(ambiguity["name"]), "the ambiguous view is not selected")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", type=Path)
    parser.add_argument("--screenshots", type=Path, default=None)
    parser.add_argument("--browser", default="/usr/bin/chromium")
    args = parser.parse_args()
    reports = sorted(args.reports.glob("*.html"))
    check(reports, f"no reports in {args.reports}")
    if args.screenshots:
        args.screenshots.mkdir(parents=True, exist_ok=True)
    errors = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.browser, args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=1)

        def refuse(route):
            if route.request.url.startswith("file://"):
                route.continue_()
            else:
                errors.append(f"network request: {route.request.url}")
                route.abort()

        context.route("**/*", refuse)
        for html in reports:
            source = html.read_text()
            for pattern in (r"<link\b", r"<script[^>]*\bsrc=", r"@import", r"url\((?!#)", r"https?://(?!www\.w3\.org/2000/svg)"):
                check(not re.search(pattern, source), f"{html.name}: external reference ({pattern})")
            page = context.new_page()
            page.on("console", lambda m, n=html.name: m.type == "error" and errors.append(f"{n}: console: {m.text}"))
            page.on("pageerror", lambda e, n=html.name: errors.append(f"{n}: page error: {e}"))
            page.goto(html.resolve().as_uri())
            report = Report(page, html)
            initial = report.data["variants"][report.data["initialVariant"]]
            views = page.locator("#picture [data-view]").count()
            rows = page.locator("#tree [data-tree-view]").count()
            check(views == rows == len(report.data["items"]), f"{html.name}: {views} drawn, {rows} rows")
            if not initial["unsatisfiable"] and not initial["ambiguous"]:
                check("No issues" in report.issues().inner_text(), f"{html.name}: no 'No issues' note")
            selected = report.click_tree_rows()
            clicked = report.click_picture()
            movable = [i["id"] for i in report.data["items"] if i["kind"] not in ("root", "guide") and not i["isHidden"]]
            layouts = report.move_width_and_direction(movable[0])
            note = ""
            if report.name == "conflicting-profile-card":
                report.page.fill("#width", str(sorted({v["width"] for v in report.data["variants"]}).index(initial["width"])))
                if report.page.locator("#rtl").is_checked():
                    report.page.click("#rtl")
                check_conflict_screen(report)
                note = ", issues selected"
                if args.screenshots:
                    page.click('#issues .issue.conflict >> nth=0')
                    page.screenshot(path=str(args.screenshots / f"{report.name}.png"))
            elif args.screenshots:
                if page.locator("#rtl").is_checked():
                    page.click("#rtl")
                page.fill("#width", str(sorted({v["width"] for v in report.data["variants"]}).index(initial["width"])))
                page.click(f'[data-tree-view="{movable[0]}"]')
                page.screenshot(path=str(args.screenshots / f"{report.name}.png"))
            print(f"ok {html.name}: {selected} selected from the tree, {clicked} clicked in the picture, "
                  f"{layouts} layouts checked{note}")
            page.close()
        browser.close()
    if errors:
        raise Failure("\n".join(errors))


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"FAIL {failure}", file=sys.stderr)
        sys.exit(1)
