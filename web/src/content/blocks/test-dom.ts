/**
 * Test-only: two gaps between happy-dom and browsers that DOMPurify runs into, closed so the
 * sanitiser is tested for real in component tests. Call before the first sanitise (DOMPurify reads
 * these when it loads).
 * - happy-dom defines `nodeName` on each node class and leaves `Node.prototype`'s getter returning
 *   ''; DOMPurify reads the base getter (to resist DOM clobbering), so every element looked unknown.
 * - happy-dom's NodeIterator stops when the node it stands on is removed; browsers move on (DOM
 *   standard, "NodeIterator pre-removing steps"), and DOMPurify removes nodes while it iterates.
 */
export function patchDomForDomPurify(): void {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!base?.get || (base.get as { patched?: boolean }).patched) return;
  const nodeName = function nodeName(this: Node): string {
    for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this) as string;
    }
    return base.get!.call(this) as string;
  };
  Object.assign(nodeName, { patched: true });
  Object.defineProperty(Node.prototype, 'nodeName', { ...base, get: nodeName });

  // Document order is fixed when the iterator is made; nodes that have left the root are skipped,
  // which is what a browser's iterator yields for the removals DOMPurify makes.
  let owner: object | null = Object.getPrototypeOf(document);
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
  (owner as Document).createNodeIterator = function createNodeIterator(
    root: Node,
    whatToShow = 0xffffffff,
    filter: NodeFilter | null = null,
  ): NodeIterator {
    const order: Node[] = [];
    const walk = (node: Node) => {
      order.push(node);
      for (const child of [...node.childNodes]) walk(child);
    };
    walk(root);
    const accepts = (node: Node) => {
      if (!((whatToShow >>> (node.nodeType - 1)) & 1)) return false;
      if (!filter) return true;
      const verdict = typeof filter === 'function' ? filter(node) : filter.acceptNode(node);
      return verdict === NodeFilter.FILTER_ACCEPT;
    };
    let at = -1;
    const next = (step: 1 | -1): Node | null => {
      for (at += step; at >= 0 && at < order.length; at += step) {
        const node = order[at]!;
        if ((node === root || root.contains(node)) && accepts(node)) return node;
      }
      return null;
    };
    return {
      root,
      whatToShow,
      filter,
      get referenceNode() {
        return order[Math.max(at, 0)] ?? root;
      },
      pointerBeforeReferenceNode: at < 0,
      nextNode: () => next(1),
      previousNode: () => next(-1),
      detach: () => {},
    } as NodeIterator;
  };
}
