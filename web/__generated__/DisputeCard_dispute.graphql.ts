/**
 * @generated SignedSource<<0961790227e1612b5b38226d5371334c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DisputeKind = "APPEAL" | "COMMENT" | "ENTITY" | "MEDIA" | "MESSAGE" | "OTHER" | "POST" | "%future added value";
export type DisputeStatus = "dismissed" | "open" | "resolved" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DisputeCard_dispute$data = {
  readonly authorReports: number;
  readonly content: {
    readonly authorIsPerson: boolean;
    readonly authorName: string | null | undefined;
    readonly authorRecId: number | null | undefined;
    readonly context: string;
    readonly exists: boolean;
    readonly hidden: boolean;
    readonly path: string | null | undefined;
    readonly text: string;
    readonly title: string;
  };
  readonly createdAt: string;
  readonly earlierReports: number;
  readonly id: string;
  readonly kind: DisputeKind;
  readonly reports: ReadonlyArray<{
    readonly createdAt: string;
    readonly reason: string;
    readonly recId: number;
    readonly reporterName: string;
    readonly reporterRecId: number;
  }>;
  readonly resolution: string | null | undefined;
  readonly resolutionReason: string | null | undefined;
  readonly resolvedAt: string | null | undefined;
  readonly status: DisputeStatus;
  readonly " $fragmentType": "DisputeCard_dispute";
};
export type DisputeCard_dispute$key = {
  readonly " $data"?: DisputeCard_dispute$data;
  readonly " $fragmentSpreads": FragmentRefs<"DisputeCard_dispute">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DisputeCard_dispute",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "earlierReports",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorReports",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolutionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolvedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DisputeReport",
      "kind": "LinkedField",
      "name": "reports",
      "plural": true,
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
          "name": "reporterRecId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reporterName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DisputeContent",
      "kind": "LinkedField",
      "name": "content",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "exists",
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
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorRecId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorIsPerson",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "context",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hidden",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dispute",
  "abstractKey": null
};
})();

(node as any).hash = "d101361164d34692c28162637454b0dc";

export default node;
