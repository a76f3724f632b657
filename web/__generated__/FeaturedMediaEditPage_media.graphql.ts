/**
 * @generated SignedSource<<9c26e9786093a5cdd5fac2f07a1b02b9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeaturedMediaEditPage_media$data = {
  readonly featured: boolean;
  readonly fileName: string;
  readonly id: string;
  readonly thumb: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "FeaturedMediaEditPage_media";
};
export type FeaturedMediaEditPage_media$key = {
  readonly " $data"?: FeaturedMediaEditPage_media$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeaturedMediaEditPage_media">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeaturedMediaEditPage_media",
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
      "name": "thumb",
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
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "featured",
      "storageKey": null
    }
  ],
  "type": "Media",
  "abstractKey": null
};

(node as any).hash = "8f4a9d61a36e0c1d91ee7026548ebd8c";

export default node;
