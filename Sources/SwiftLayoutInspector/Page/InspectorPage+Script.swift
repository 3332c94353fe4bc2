extension InspectorPage {
  /// The page's script: it only shows what the inspection holds (every layout was solved when
  /// the report was written), switching layouts and filling in `#details` and `#issues`.
  static let script = #"""
    (() => {
      'use strict';
      const data = JSON.parse(document.getElementById('inspection-data').textContent);
      const items = new Map(data.items.map((item) => [item.id, item]));
      const widths = [...new Set(data.variants.map((v) => v.width))].sort((a, b) => a - b);
      const picture = document.getElementById('picture');
      const widthInput = document.getElementById('width');
      const widthValue = document.getElementById('width-value');
      const rtlInput = document.getElementById('rtl');
      const guidesInput = document.getElementById('guides');
      const details = document.getElementById('details');
      const issues = document.getElementById('issues');
      const recorded = document.getElementById('recorded');
      const selectionBox = document.getElementById('selection-box');
      const initial = data.variants[data.initialVariant] || data.variants[0];
      let variant = initial;
      let selected = null;
      let activeIssue = null;

      const number = (value) => {
        const rounded = Math.round(value * 10000) / 10000;
        return String(Object.is(rounded, -0) ? 0 : rounded);
      };
      const element = (tag, attributes = {}, children = []) => {
        const node = document.createElement(tag);
        for (const [key, value] of Object.entries(attributes)) {
          if (key === 'text') node.textContent = value; else node.setAttribute(key, value);
        }
        for (const child of children) node.append(child);
        return node;
      };
      const kindTitle = (kind) => ({ root: 'Root', view: 'View', label: 'Label',
        control: 'Control', image: 'Image', stack: 'Stack view', scroll: 'Scroll view',
        guide: 'Layout guide' })[kind] || kind;

      function place(group, frame) {
        const attributes = { x: frame.x, y: frame.y, width: Math.max(frame.width, 0),
          height: Math.max(frame.height, 0) };
        for (const child of group.children) {
          if (child.tagName === 'title') continue;
          for (const [key, value] of Object.entries(attributes)) child.setAttribute(key, number(value));
        }
        // A name only where it fits, and never over a label's own text.
        const hasContent = !!group.querySelector('.content');
        group.classList.toggle('no-name', attributes.width < 44 || attributes.height < 14 ||
          (hasContent && attributes.height < 34));
      }

      function showVariant(next) {
        if (!next) return;
        variant = next;
        picture.setAttribute('viewBox', `0 0 ${number(variant.width)} ${number(variant.height)}`);
        for (const group of picture.querySelectorAll('[data-view]')) {
          const frame = variant.frames[group.dataset.view];
          if (frame) place(group, frame);
        }
        recorded.classList.toggle('off', variant !== initial);
        widthValue.textContent = `${number(variant.width)} × ${number(variant.height)} pt` +
          (variant.isRightToLeft ? ' · RTL' : '');
        activeIssue = null;
        renderIssues();
        flagIssueItems();
        if (selected) renderDetails(selected); else updateSelectionBox();
      }

      function chosenVariant() {
        const width = widths[Number(widthInput.value)];
        const rtl = rtlInput.checked;
        return data.variants.find((v) => v.width === width && v.isRightToLeft === rtl);
      }

      function updateSelectionBox() {
        const frame = selected && variant.frames[selected];
        const item = selected && items.get(selected);
        if (!frame || (item && item.isHidden)) {
          for (const key of ['x', 'y', 'width', 'height']) selectionBox.setAttribute(key, '0');
          selectionBox.style.display = 'none';
          return;
        }
        selectionBox.style.display = '';
        selectionBox.setAttribute('x', number(frame.x));
        selectionBox.setAttribute('y', number(frame.y));
        selectionBox.setAttribute('width', number(Math.max(frame.width, 0)));
        selectionBox.setAttribute('height', number(Math.max(frame.height, 0)));
      }

      function select(id, fromIssue = false) {
        if (!items.has(id)) return;
        selected = id;
        if (!fromIssue) { activeIssue = null; markActiveIssue(); flagIssueItems(); }
        for (const node of document.querySelectorAll('.selected')) node.classList.remove('selected');
        for (const node of document.querySelectorAll(`[data-view="${CSS.escape(id)}"], [data-tree-view="${CSS.escape(id)}"]`)) {
          node.classList.add('selected');
        }
        const row = document.querySelector(`[data-tree-view="${CSS.escape(id)}"]`);
        if (row) row.scrollIntoView({ block: 'nearest' });
        renderDetails(id);
      }

      function constraintList(constraints, highlighted) {
        return element('ul', { class: 'constraints' }, constraints.map((constraint) => {
          const classes = ['constraint'];
          if (constraint.isBroken) classes.push('broken');
          if (constraint.isSystem) classes.push('system');
          if (highlighted.has(constraint.text)) classes.push('highlighted');
          const children = [element('code', { text: constraint.text })];
          if (constraint.isBroken) children.push(element('span', { class: 'badge', text: 'broken' }));
          return element('li', { class: classes.join(' '), 'data-constraint': constraint.text }, children);
        }));
      }

      function renderDetails(id) {
        const item = items.get(id);
        const frame = variant.frames[id];
        const highlighted = new Set(activeIssue && activeIssue.constraints ? activeIssue.constraints : []);
        const rows = [
          ['Class', 'class', item.className],
          ['Identifier', 'identifier', item.identifier || '—'],
          ['Frame', 'frame', variant.frameTexts[id] || '—'],
          ['In root', 'root-frame', frame ? `(${number(frame.x)} ${number(frame.y)}; ${number(frame.width)} ${number(frame.height)})` : '—'],
        ];
        const was = variant === initial && data.recordedFrames[id];
        if (was) rows.push(['Recorded', 'recorded-frame', `(${number(was.x)} ${number(was.y)}; ${number(was.width)} ${number(was.height)}) in root`]);
        if (item.content) rows.push(['Content', 'content', item.content]);
        if (item.intrinsicSize) {
          rows.push(['Intrinsic size', 'intrinsic', item.intrinsicSize]);
          rows.push(['Hugging', 'hugging', `H ${number(item.hugging[0])} · V ${number(item.hugging[1])}`]);
          rows.push(['Compression resistance', 'compression',
            `H ${number(item.compressionResistance[0])} · V ${number(item.compressionResistance[1])}`]);
        }
        if (item.isHidden) rows.push(['Visibility', 'hidden', 'hidden']);
        const list = element('dl');
        for (const [title, field, value] of rows) {
          list.append(element('dt', { text: title }), element('dd', { 'data-field': field, text: value }));
        }
        const userCount = item.constraints.filter((c) => !c.isSystem).length;
        details.replaceChildren(
          element('h2', { text: 'Details' }),
          element('h3', { 'data-field': 'name' }, [
            element('span', { class: `swatch kind-${item.kind}` }), element('span', { text: item.name }),
            element('small', { class: 'subtitle', text: kindTitle(item.kind) })]),
          list,
          element('h4', { text: `Constraints affecting it (${item.constraints.length}, ${userCount} yours)` }),
          item.constraints.length
            ? constraintList(item.constraints, highlighted)
            : element('p', { class: 'placeholder', text: 'None.' }));
        updateSelectionBox();
      }

      function renderIssues() {
        const children = [element('h2', { text: 'Issues' })];
        if (!variant.unsatisfiable.length && !variant.ambiguous.length) {
          children.push(element('p', { class: 'no-issues',
            text: 'No issues: every constraint is satisfied and every frame is determined at this size.' }));
        }
        if (variant.unsatisfiable.length) {
          children.push(element('h3', { text: 'Unsatisfiable' }));
          children.push(element('ol', { class: 'issue-list' }, variant.unsatisfiable.map((conflict, index) =>
            element('li', { class: 'issue conflict', tabindex: '0', role: 'button',
              'data-issue': `c${index}`, 'data-items': conflict.items.join(' ') }, [
              element('span', { class: 'issue-title', text: 'These constraints cannot all hold' }),
              constraintList(conflict.constraints.map((text) => ({ text, isBroken: text === conflict.broken,
                isSystem: false })), new Set())]))));
        }
        if (variant.ambiguous.length) {
          children.push(element('h3', { text: 'Ambiguous' }));
          children.push(element('ol', { class: 'issue-list' }, variant.ambiguous.map((ambiguity, index) =>
            element('li', { class: 'issue ambiguity', tabindex: '0', role: 'button',
              'data-issue': `a${index}`, 'data-items': ambiguity.item }, [
              element('span', { class: 'issue-title', text: ambiguity.name }), ' ',
              element('span', { class: 'axes', text: ambiguity.axes.join(', ') })]))));
        }
        issues.replaceChildren(...children);
      }

      function issueFor(key) {
        const index = Number(key.slice(1));
        if (key[0] === 'c') {
          const conflict = variant.unsatisfiable[index];
          return conflict && { key, kind: 'conflict', items: conflict.items, constraints: conflict.constraints };
        }
        const ambiguity = variant.ambiguous[index];
        return ambiguity && { key, kind: 'ambiguous', items: [ambiguity.item], constraints: [] };
      }

      function markActiveIssue() {
        for (const node of issues.querySelectorAll('.issue')) {
          node.classList.toggle('active', !!activeIssue && node.dataset.issue === activeIssue.key);
        }
      }

      function flagIssueItems() {
        const involved = new Set();
        for (const conflict of variant.unsatisfiable) conflict.items.forEach((id) => involved.add(id));
        for (const ambiguity of variant.ambiguous) involved.add(ambiguity.item);
        for (const row of document.querySelectorAll('[data-tree-view]')) {
          row.classList.toggle('has-issue', involved.has(row.dataset.treeView));
        }
        const flagged = new Set(activeIssue ? activeIssue.items : []);
        for (const node of document.querySelectorAll('[data-view], [data-tree-view]')) {
          const id = node.dataset.view || node.dataset.treeView;
          node.classList.toggle('flagged', flagged.has(id));
          node.classList.toggle('ambiguous-flag', flagged.has(id) && activeIssue.kind === 'ambiguous');
        }
      }

      function chooseIssue(node) {
        activeIssue = issueFor(node.dataset.issue);
        markActiveIssue();
        flagIssueItems();
        const first = activeIssue &&
          (activeIssue.items.find((id) => items.get(id) && items.get(id).kind !== 'root') || activeIssue.items[0]);
        if (first) select(first, true);
        for (const line of issues.querySelectorAll('.issue.active .constraint')) line.classList.add('highlighted');
      }

      picture.addEventListener('click', (event) => {
        const group = event.target.closest('[data-view]');
        if (group) select(group.dataset.view);
      });
      document.getElementById('tree').addEventListener('click', (event) => {
        const row = event.target.closest('[data-tree-view]');
        if (row) select(row.dataset.treeView);
      });
      issues.addEventListener('click', (event) => {
        const node = event.target.closest('.issue');
        if (node) chooseIssue(node);
      });
      issues.addEventListener('keydown', (event) => {
        const node = event.target.closest('.issue');
        if (node && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); chooseIssue(node); }
      });
      widthInput.addEventListener('input', () => showVariant(chosenVariant()));
      rtlInput.addEventListener('change', () => showVariant(chosenVariant()));
      guidesInput.addEventListener('change', () => picture.classList.toggle('no-guides', !guidesInput.checked));
      showVariant(initial);
    })();
    """#
}
