extension InspectorPage {
  /// The page's styles: system fonts only, one colour per kind of item.
  static let style = #"""
    :root {
      --root: #64748b; --view: #2563eb; --label: #15803d; --control: #9333ea;
      --image: #ea580c; --stack: #0891b2; --scroll: #a16207; --guide: #db2777;
      --conflict: #dc2626; --ambiguous: #d97706; --selected: #f59e0b; --recorded: #111827;
      --ink: #1f2937; --muted: #6b7280; --line: #e5e7eb; --panel: #ffffff; --page: #f3f4f6;
      --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
      color-scheme: light;
    }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body {
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
      color: var(--ink); background: var(--page); display: flex; flex-direction: column;
    }
    header {
      display: flex; flex-wrap: wrap; align-items: center; gap: 8px 24px;
      padding: 10px 16px; background: var(--panel); border-bottom: 1px solid var(--line);
    }
    .heading { display: flex; align-items: baseline; gap: 10px; }
    h1 { font-size: 18px; margin: 0; }
    .subtitle { color: var(--muted); font-size: 12px; }
    h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted);
      margin: 0 0 8px; }
    h3 { font-size: 14px; margin: 12px 0 6px; }
    .controls { display: flex; align-items: center; gap: 10px; }
    .control { font-weight: 600; display: inline-flex; align-items: center; gap: 4px; }
    #width { width: 220px; accent-color: var(--view); }
    #width-value { font-family: var(--mono); font-size: 13px; min-width: 110px; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 12px; list-style: none; margin: 0;
      padding: 0; font-size: 12px; color: var(--muted); }
    .legend li { display: inline-flex; align-items: center; gap: 4px; }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px;
      border: 2px solid currentColor; flex: none; }
    .kind-root { color: var(--root); } .kind-view { color: var(--view); }
    .kind-label { color: var(--label); } .kind-control { color: var(--control); }
    .kind-image { color: var(--image); } .kind-stack { color: var(--stack); }
    .kind-scroll { color: var(--scroll); } .kind-guide { color: var(--guide); }
    .swatch.kind-guide { border-style: dashed; }
    .swatch-conflict { color: var(--conflict); background: #fecaca; }
    .swatch-ambiguous { color: var(--ambiguous); border-style: dashed; background: #fef3c7; }
    .swatch-recorded { color: var(--recorded); border-style: dotted; }
    main { flex: 1; min-height: 0; display: grid; grid-template-columns: 300px 1fr 440px; }
    main > * { min-height: 0; overflow: auto; padding: 12px; }
    #tree { background: var(--panel); border-right: 1px solid var(--line); }
    aside { background: var(--panel); border-left: 1px solid var(--line); padding: 0; }
    aside > section { padding: 12px 14px; border-bottom: 1px solid var(--line); }
    .tree { list-style: none; margin: 0; padding: 0; }
    .row { all: unset; box-sizing: border-box; display: flex; align-items: center; gap: 6px;
      width: 100%; padding: 2px 6px 2px calc(6px + var(--depth) * 14px); border-radius: 4px;
      cursor: pointer; white-space: nowrap; font-size: 13px; }
    .row:hover { background: #f3f4f6; }
    .row:focus-visible { outline: 2px solid var(--selected); }
    .row .tree-class { color: var(--ink); font-weight: 600; }
    .row .tree-name { color: var(--muted); overflow: hidden; text-overflow: ellipsis; }
    .row.is-hidden { opacity: .5; }
    .row.selected { background: #fef3c7; box-shadow: inset 3px 0 0 var(--selected); }
    .row.flagged { background: #fee2e2; }
    .row.flagged.selected { background: #fde68a; }
    .row .flag { margin-left: auto; color: var(--conflict); font-weight: 700; }
    .row.has-issue .flag::after { content: "!"; }
    #canvas { display: flex; justify-content: center; align-items: flex-start;
      background-color: #e5e7eb;
      background-image: radial-gradient(#cbd5e1 1px, transparent 1px);
      background-size: 16px 16px; }
    #picture { width: 100%; height: 100%; min-height: 480px; overflow: visible; }
    #picture .box { fill: currentColor; fill-opacity: .025; stroke: currentColor;
      stroke-width: 1; vector-effect: non-scaling-stroke; }
    #picture .kind-root > .box { fill: #ffffff; fill-opacity: 1; }
    #picture .kind-label > .box { fill-opacity: .08; }
    #picture .kind-control > .box { fill-opacity: .1; }
    #picture .kind-image > .box { fill-opacity: .1; }
    #picture .item { cursor: pointer; }
    #picture .item:hover > .box { fill-opacity: .18; stroke-width: 2; }
    #picture .kind-guide > .box { fill: none; stroke-dasharray: 5 3; pointer-events: stroke; }
    #picture .kind-guide { pointer-events: none; }
    #picture .kind-guide > .box { pointer-events: visibleStroke; }
    #picture.no-guides .kind-guide { display: none; }
    #picture .is-hidden { display: none; }
    #picture text { pointer-events: none; fill: currentColor; }
    #picture .name { font-size: 9px; font-weight: 600; dominant-baseline: auto; }
    #picture .kind-guide .name { font-weight: 400; font-style: italic; }
    #picture .content { font-size: 12px; fill: var(--ink); text-anchor: middle;
      dominant-baseline: central; }
    #picture .flagged > .box { stroke: var(--conflict); stroke-width: 3; fill: var(--conflict);
      fill-opacity: .15; }
    #picture .kind-root.flagged > .box { fill: #ffffff; fill-opacity: 1; }
    #picture .no-name .name, #picture .kind-root .name { display: none; }
    #picture .flagged.ambiguous-flag > .box { stroke: var(--ambiguous); fill: var(--ambiguous);
      stroke-dasharray: 6 3; }
    #picture .selected > .box { fill-opacity: .2; }
    #selection-box { fill: none; stroke: var(--selected); stroke-width: 3;
      vector-effect: non-scaling-stroke; pointer-events: none; }
    .recorded { fill: none; stroke: var(--recorded); stroke-width: 1.5; stroke-dasharray: 2 2;
      vector-effect: non-scaling-stroke; pointer-events: none; }
    #recorded.off { display: none; }
    .placeholder, .no-issues { color: var(--muted); margin: 4px 0; }
    .no-issues { color: #15803d; }
    #details h3 { display: flex; align-items: center; gap: 8px; font-size: 16px; margin-top: 0; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 3px 12px; margin: 0 0 10px; }
    dt { color: var(--muted); }
    dd { margin: 0; font-family: var(--mono); font-size: 13px; }
    h4 { margin: 10px 0 4px; font-size: 13px; }
    .constraints { list-style: none; margin: 0; padding: 0; }
    .constraint { font-size: 12px; padding: 3px 6px; border-left: 3px solid var(--line);
      margin: 2px 0; background: #f9fafb; overflow-wrap: anywhere; }
    .constraint code { font-family: var(--mono); }
    .constraint.system { color: var(--muted); }
    .constraint.broken { border-left-color: var(--conflict); background: #fef2f2; }
    .constraint.highlighted { border-left-color: var(--selected); background: #fef3c7; }
    .constraint.broken.highlighted { border-left-color: var(--conflict); }
    .badge { display: inline-block; font: 600 10px/1.6 system-ui, sans-serif; padding: 0 5px;
      border-radius: 8px; background: var(--conflict); color: #fff; margin-left: 4px;
      text-transform: uppercase; letter-spacing: .04em; }
    .badge.system-badge { background: #9ca3af; }
    .issue-list { list-style: none; margin: 0; padding: 0; }
    .issue { border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; margin: 6px 0;
      cursor: pointer; }
    .issue:hover { border-color: #9ca3af; }
    .issue.conflict { border-left: 4px solid var(--conflict); }
    .issue.ambiguity { border-left: 4px solid var(--ambiguous); }
    .issue.active { background: #fff7ed; border-color: var(--selected); }
    .issue-title { font-weight: 600; }
    .axes { color: var(--ambiguous); font-weight: 600; }
    """#
}
