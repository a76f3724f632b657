/**
 * @generated SignedSource<<1c2f40d9ba60bb90c6e06155c8731f2b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MediaReviewFlag = "NOT_LEPIDOPTERA" | "WRONG_SPECIES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MediaReviewCard_media$data = {
  readonly createdAt: string;
  readonly fileName: string;
  readonly id: string;
  readonly recId: number;
  readonly review: {
    readonly flag: MediaReviewFlag | null | undefined;
    readonly hidden: boolean;
    readonly note: string | null | undefined;
    readonly openReports: number;
    readonly ownerName: string;
    readonly ownerRecId: number;
    readonly recordRecId: number | null | undefined;
    readonly reports: ReadonlyArray<string>;
    readonly reviewedAt: string | null | undefined;
    readonly speciesName: string | null | undefined;
  } | null | undefined;
  readonly thumb: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "MediaReviewCard_media";
};
export type MediaReviewCard_media$key = {
  readonly " $data"?: MediaReviewCard_media$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaReviewCard_media">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaReviewCard_media",
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
      "concreteType": "MediaReview",
      "kind": "LinkedField",
      "name": "review",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hidden",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "flag",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownerName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownerRecId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordRecId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "speciesName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openReports",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reports",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Media",
  "abstractKey": null
};

(node as any).hash = "c2e7f84aeb25903c8b09f3807cd35ca5";

export default node;
