/**
 * @generated SignedSource<<a386321e3e8e56f4d5ec9a4b979b52ea>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MediaGrid_media$data = {
  readonly fileName: string;
  readonly recId: number;
  readonly thumb: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "MediaGrid_media";
};
export type MediaGrid_media$key = {
  readonly " $data"?: MediaGrid_media$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaGrid_media">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaGrid_media",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recId",
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
    }
  ],
  "type": "Media",
  "abstractKey": null
};

(node as any).hash = "428d8ad29bfb214c6884490ac8081d6f";

export default node;
