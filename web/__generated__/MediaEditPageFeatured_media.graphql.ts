/**
 * @generated SignedSource<<5e1c85786b4356bade35885def0ed427>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MediaEditPageFeatured_media$data = {
  readonly author: string;
  readonly caption: string;
  readonly date: string | null | undefined;
  readonly description: string;
  readonly featured: boolean;
  readonly id: string;
  readonly link: string | null | undefined;
  readonly location: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "MediaEditPageFeatured_media";
};
export type MediaEditPageFeatured_media$key = {
  readonly " $data"?: MediaEditPageFeatured_media$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaEditPageFeatured_media">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaEditPageFeatured_media",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "featured",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    }
  ],
  "type": "Media",
  "abstractKey": null
};

(node as any).hash = "e50e6117ddb2e9061a183b76dede68a9";

export default node;
