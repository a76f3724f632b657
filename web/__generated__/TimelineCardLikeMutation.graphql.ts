/**
 * @generated SignedSource<<d34e71851a5e3de4ad7f92077e8f4d6e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeInput = {
  objectId: string;
};
export type TimelineCardLikeMutation$variables = {
  input: LikeInput;
};
export type TimelineCardLikeMutation$data = {
  readonly like: {
    readonly __typename: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineCardLike_change">;
  };
};
export type TimelineCardLikeMutation = {
  response: TimelineCardLikeMutation$data;
  variables: TimelineCardLikeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TimelineCardLikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "like",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TimelineCardLike_change"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "TimelineCardLikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "like",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*: any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": (v3/*: any*/),
                    "type": "TimelineItem",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v3/*: any*/),
                    "type": "Comment",
                    "abstractKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "LikePayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a4fbd5f080d598b1a58e876667e81472",
    "id": null,
    "metadata": {},
    "name": "TimelineCardLikeMutation",
    "operationKind": "mutation",
    "text": "mutation TimelineCardLikeMutation(\n  $input: LikeInput!\n) {\n  like(input: $input) {\n    __typename\n    ...TimelineCardLike_change\n  }\n}\n\nfragment TimelineCardLike_change on LikePayload {\n  node {\n    __typename\n    ... on TimelineItem {\n      evaluationCount\n      likedByViewer\n    }\n    ... on Comment {\n      evaluationCount\n      likedByViewer\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "99570b8185a2d10f217b2cbe8f236857";

export default node;
