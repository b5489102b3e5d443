/** The anchors and links the components under test registered. */
export const collected = {anchors: [] as string[], links: [] as string[]};

export default function useBrokenLinks() {
  return {
    collectAnchor: (anchor: string | undefined) => {
      if (anchor) collected.anchors.push(anchor);
    },
    collectLink: (link: string | undefined) => {
      if (link) collected.links.push(link);
    },
  };
}
