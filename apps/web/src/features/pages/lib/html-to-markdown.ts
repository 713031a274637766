/**
 * Markdown of a page's HTML (the editor's output: headings, paragraphs, lists, task lists, quotes, callouts,
 * code, tables, rules, links, marks and mentions). Anything else keeps its text.
 */
export function htmlToMarkdown(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return `${blocks(body)
    .join("\n\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

function blocks(parent: Node, depth = 0): string[] {
  const out: string[] = [];
  for (const node of Array.from(parent.childNodes)) {
    const md = block(node, depth);
    if (md.trim()) out.push(md);
  }
  return out;
}

function block(node: Node, depth: number): string {
  if (!(node instanceof HTMLElement)) return inline(node).trim();
  const tag = node.tagName.toLowerCase();
  if (/^h[1-6]$/.test(tag)) return `${"#".repeat(Number(tag[1]))} ${inline(node).trim()}`;
  if (tag === "p") return inline(node).trim();
  if (tag === "hr") return "---";
  if (tag === "pre") return `\`\`\`\n${node.textContent?.replace(/\n$/, "") ?? ""}\n\`\`\``;
  if (tag === "blockquote") return blocks(node, depth).join("\n\n").replace(/^/gm, "> ");
  if (tag === "ul" || tag === "ol") return list(node, tag === "ol", depth);
  if (tag === "table") return table(node);
  // A callout reads as a quote that starts with its emoji (Markdown has no callouts).
  if (node.getAttribute("data-type") === "callout") {
    const emoji = node.getAttribute("data-emoji");
    const body = blocks(node, depth).join("\n\n");
    return (emoji ? `${emoji} ${body}` : body).replace(/^/gm, "> ");
  }
  return inline(node).trim();
}

/** A GitHub-flavoured table: its first row is the header (Markdown has no table without one). */
function table(node: HTMLElement): string {
  const rows = Array.from(node.querySelectorAll("tr")).map((row) =>
    Array.from(row.children).map((cell) =>
      blocks(cell)
        .join(" ")
        .replace(/\|/g, "\\|")
        .replace(/\s*\n\s*/g, " "),
    ),
  );
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  if (width === 0) return "";
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  const [head = [], ...body] = rows;
  return [line(head), `| ${Array(width).fill("---").join(" | ")} |`, ...body.map(line)].join("\n");
}

function list(node: HTMLElement, ordered: boolean, depth: number): string {
  const indent = "  ".repeat(depth);
  return Array.from(node.children)
    .filter((child) => child.tagName === "LI")
    .map((item, i) => {
      const checked = item.getAttribute("data-checked");
      const marker = ordered ? `${i + 1}.` : "-";
      const box = checked === null ? "" : checked === "true" ? "[x] " : "[ ] ";
      const parts: string[] = [];
      const nested: string[] = [];
      for (const child of Array.from(item.childNodes)) {
        if (child instanceof HTMLElement && (child.tagName === "UL" || child.tagName === "OL")) {
          nested.push(list(child, child.tagName === "OL", depth + 1));
        } else if (child instanceof HTMLElement && child.tagName === "LABEL") {
          // A task item's checkbox: the marker says it.
        } else {
          parts.push(
            child instanceof HTMLElement && child.tagName === "DIV" ? blocks(child, depth).join(" ") : block(child, depth),
          );
        }
      }
      return [`${indent}${marker} ${box}${parts.join(" ").trim()}`, ...nested].join("\n");
    })
    .join("\n");
}

function inline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  if (!(node instanceof HTMLElement)) return "";
  const inner = Array.from(node.childNodes).map(inline).join("");
  switch (node.tagName.toLowerCase()) {
    case "strong":
    case "b":
      return inner ? `**${inner}**` : "";
    case "em":
    case "i":
      return inner ? `*${inner}*` : "";
    case "s":
    case "del":
      return inner ? `~~${inner}~~` : "";
    case "code":
      return `\`${inner}\``;
    case "a":
      return `[${inner}](${node.getAttribute("href") ?? ""})`;
    case "br":
      return "  \n";
    case "img":
      return `![${node.getAttribute("alt") ?? ""}](${node.getAttribute("src") ?? ""})`;
    default:
      return inner;
  }
}
