/**
 * @generated SignedSource<<9ad13155144d83fe4124f090fc41d811>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineCard_item$data = {
  readonly category: string;
  readonly commentCount: number;
  readonly id: string;
  readonly ownedByViewer: boolean;
  readonly owner: {
    readonly displayName: string;
    readonly profileImageUrl: string | null | undefined;
    readonly recId: number;
    readonly type: number;
  };
  readonly privacy: number;
  readonly shareCount: number;
  readonly summary: string;
  readonly thumbnailImageUrl: string | null | undefined;
  readonly time: string;
  readonly title: string;
  readonly titleToken: string | null | undefined;
  readonly url: string | null | undefined;
  readonly viewerCan: {
    readonly comment: boolean;
    readonly like: boolean;
    readonly remove: boolean;
    readonly setPrivacy: boolean;
    readonly share: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_likeable" | "TimelineCardAnswers_item" | "usePostEditRoute_item">;
  readonly " $fragmentType": "TimelineCard_item";
};
export type TimelineCard_item$key = {
  readonly " $data"?: TimelineCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineCard_item",
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
      "name": "time",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
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
      "name": "titleToken",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privacy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownedByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ItemViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "setPrivacy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remove",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "share",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "like",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikeButton_likeable"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
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
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileImageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "usePostEditRoute_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TimelineCardAnswers_item"
    }
  ],
  "type": "TimelineItem",
  "abstractKey": null
};

(node as any).hash = "7b81fe050ad11b6b18bb116c0b2e7be3";

export default node;
