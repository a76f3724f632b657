/**
 * @generated SignedSource<<5d292cde0962351005096e1b5b05ef66>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoGallery_media$data = ReadonlyArray<{
  readonly author: string;
  readonly caption: string;
  readonly fileName: string;
  readonly height: number | null | undefined;
  readonly pres: string | null | undefined;
  readonly recId: number;
  readonly thumb: string | null | undefined;
  readonly title: string;
  readonly width: number | null | undefined;
  readonly " $fragmentType": "PhotoGallery_media";
}>;
export type PhotoGallery_media$key = ReadonlyArray<{
  readonly " $data"?: PhotoGallery_media$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoGallery_media">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PhotoGallery_media",
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
      "name": "pres",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
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
      "name": "caption",
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
      "name": "fileName",
      "storageKey": null
    }
  ],
  "type": "Media",
  "abstractKey": null
};

(node as any).hash = "6fd0dc9df4b63d54fa265d95dcb787ca";

export default node;
