/**
 * @generated SignedSource<<152cb5cf9788891c4ab3652f63469ea4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineCardAnswers_item$data = {
  readonly answers: ReadonlyArray<{
    readonly answerText: string;
    readonly commentCount: number;
    readonly displayName: string;
    readonly evaluationCount: number;
    readonly profileImage: string | null | undefined;
    readonly recId: number;
    readonly time: string;
  }>;
  readonly category: string;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "TimelineCardAnswers_item";
};
export type TimelineCardAnswers_item$key = {
  readonly " $data"?: TimelineCardAnswers_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineCardAnswers_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineCardAnswers_item",
  "selections": [
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 4
        }
      ],
      "concreteType": "TimelineAnswer",
      "kind": "LinkedField",
      "name": "answers",
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
          "name": "profileImage",
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
          "name": "answerText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "evaluationCount",
          "storageKey": null
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
          "name": "time",
          "storageKey": null
        }
      ],
      "storageKey": "answers(first:4)"
    }
  ],
  "type": "TimelineItem",
  "abstractKey": null
};

(node as any).hash = "3cefdf8f3ffab5d40ae7cd8e95de5c14";

export default node;
