/**
 * @generated SignedSource<<ba64a569defa1b60dc0987c7b8199e5e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteUpdatableQuery } from 'relay-runtime';
export type LikeButtonUpdatableQuery$variables = {
  id: string;
};
export type LikeButtonUpdatableQuery$data = {
  get node(): {
    readonly __typename: "Comment";
    evaluationCount: number;
    likedByViewer: boolean;
  } | {
    readonly __typename: "TimelineItem";
    evaluationCount: number;
    likedByViewer: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  set node(value: null | undefined);
};
export type LikeButtonUpdatableQuery = {
  response: LikeButtonUpdatableQuery$data;
  variables: LikeButtonUpdatableQuery$variables;
};

const node: ConcreteUpdatableQuery = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      {
        "defaultValue": null,
        "kind": "LocalArgument",
        "name": "id"
      }
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LikeButtonUpdatableQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": (v0/*: any*/),
            "type": "TimelineItem",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v0/*: any*/),
            "type": "Comment",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "UpdatableQuery"
};
})();

(node as any).hash = "d22bad67e2706e8f9647570026983892";

export default node;
