/** Text made safe inside HTML, in an element or a quoted attribute: the mock's pages show data clients sent. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
