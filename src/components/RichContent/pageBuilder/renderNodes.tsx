import { createElement, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/** What a content type's component is given: its element, and the renderer for what it holds. */
export interface ContentTypeProps {
  element: Element;
  render: Renderer;
}

export interface ElementOptions {
  /** Props that replace the element's own (a class is added to the element's classes). */
  props?: Record<string, unknown>;
  /** Children that replace the element's own. */
  children?: ReactNode;
}

export interface Renderer {
  /** The element's child nodes, each rendered. */
  children(element: Element): ReactNode[];
  /** One node: a content type through its component, any other element as itself. */
  node(node: Node, key?: string | number): ReactNode;
  /** The element as itself (never through its content type's component), with `options` applied. */
  element(element: Element, options?: ElementOptions, key?: string | number): ReactNode;
}

type ContentTypes = Readonly<Record<string, ComponentType<ContentTypeProps> | null>>;

/** HTML attribute names React spells otherwise. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  datetime: 'dateTime',
  crossorigin: 'crossOrigin',
  usemap: 'useMap',
  hreflang: 'hrefLang',
  referrerpolicy: 'referrerPolicy',
  'accept-charset': 'acceptCharset'
};
const BOOLEAN_ATTRIBUTES = new Set(['hidden', 'open', 'reversed', 'disabled', 'checked', 'selected', 'controls', 'muted', 'loop', 'autoplay']);
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'source', 'track', 'wbr']);
/** The colour of a banner's or slide's overlay: a colour and nothing else, as it becomes a style. */
const COLOUR = /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    if (name.startsWith('on')) continue; // never present after sanitising; never passed on either
    props[PROP_NAMES[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) ? true : value;
  }
  const overlay = element.getAttribute('data-overlay-color');
  if (overlay && COLOUR.test(overlay.trim())) props.style = { '--pb-overlay-color': overlay.trim() } as CSSProperties;
  return props;
}

const logged = new Set<string>();

/** A content type without a renderer: shown as its markup, and said once per type so it is never dropped unseen. */
function reportUnknownType(type: string): void {
  if (logged.has(type)) return;
  logged.add(type);
  console.warn(`Page Builder content type "${type}" has no renderer: its markup is shown as it is.`);
}

/**
 * Renders parsed Page Builder markup as React elements: an element marked with a content type that has a component
 * goes through it, every other node becomes itself (attributes as props, so styles set through React's style prop
 * and the constructed style sheet, never through markup the CSP would block).
 */
export function createRenderer(contentTypes: ContentTypes): Renderer {
  const renderer: Renderer = {
    children: (element) => [...element.childNodes].map((child, index) => renderer.node(child, index)),
    node(node, key) {
      if (node.nodeType === 3) return node.textContent;
      if (node.nodeType !== 1) return null;
      const element = node as Element;
      const type = element.getAttribute('data-content-type');
      if (type) {
        const Component = contentTypes[type];
        if (Component) return createElement(Component, { key, element, render: renderer });
        if (Component === undefined) reportUnknownType(type);
      }
      return renderer.element(element, undefined, key);
    },
    element(element, options = {}, key) {
      const tag = element.tagName.toLowerCase();
      const own = propsOf(element);
      const extra = options.props ?? {};
      const className = [own.className, extra.className].filter(Boolean).join(' ') || undefined;
      const props = { ...own, ...extra, className, key };
      if (VOID_ELEMENTS.has(tag)) return createElement(tag, props);
      return createElement(tag, props, ...[options.children ?? renderer.children(element)].flat());
    }
  };
  return renderer;
}
