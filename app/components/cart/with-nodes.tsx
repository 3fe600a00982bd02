import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements in it: "By placing the order you accept our {terms}, …" with `{terms}` a
 * link. The words around the elements can come in any order (Hindi puts them elsewhere than English); a
 * placeholder with no node stays as written.
 */
export function withNodes(template: string, nodes: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
}
