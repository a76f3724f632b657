/**
 * @generated SignedSource<<e217113ee63b5b8852ae36b8a437c27d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_likeable$data = {
  readonly evaluationCount: number;
  readonly id: string;
  readonly likedByViewer: boolean;
  readonly " $fragmentType": "LikeButton_likeable";
};
export type LikeButton_likeable$key = {
  readonly " $data"?: LikeButton_likeable$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_likeable">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_likeable",
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
      "name": "evaluationCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likedByViewer",
      "storageKey": null
    }
  ],
  "type": "Likeable",
  "abstractKey": "__isLikeable"
};

(node as any).hash = "8540dd4cbe20752b95b000ffd61e4426";

export default node;
