/**
 * @generated SignedSource<<b535f51056e2a3b76ca24fb1fab3d137>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MediaCard_media$data = {
  readonly bytes: number;
  readonly createdAt: string;
  readonly fileName: string;
  readonly mediaType: string;
  readonly provider: string | null | undefined;
  readonly thumb: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "MediaCard_media";
};
export type MediaCard_media$key = {
  readonly " $data"?: MediaCard_media$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaCard_media">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaCard_media",
  "selections": [
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
      "name": "mediaType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    }
  ],
  "type": "Media",
  "abstractKey": null
};

(node as any).hash = "58d2e11e71558dbc10ed69fd20d92505";

export default node;
