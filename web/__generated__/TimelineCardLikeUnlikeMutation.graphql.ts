/**
 * @generated SignedSource<<76ecccba536d685616439867ee8083f2>>
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
export type TimelineCardLikeUnlikeMutation$variables = {
  input: LikeInput;
};
export type TimelineCardLikeUnlikeMutation$data = {
  readonly unlike: {
    readonly __typename: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineCardLike_change">;
  };
};
export type TimelineCardLikeUnlikeMutation = {
  response: TimelineCardLikeUnlikeMutation$data;
  variables: TimelineCardLikeUnlikeMutation$variables;
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
    "name": "TimelineCardLikeUnlikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unlike",
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
    "name": "TimelineCardLikeUnlikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unlike",
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
    "cacheID": "725abca36d397cf9667221af27c4c25b",
    "id": null,
    "metadata": {},
    "name": "TimelineCardLikeUnlikeMutation",
    "operationKind": "mutation",
    "text": "mutation TimelineCardLikeUnlikeMutation(\n  $input: LikeInput!\n) {\n  unlike(input: $input) {\n    __typename\n    ...TimelineCardLike_change\n  }\n}\n\nfragment TimelineCardLike_change on LikePayload {\n  node {\n    __typename\n    ... on TimelineItem {\n      evaluationCount\n      likedByViewer\n    }\n    ... on Comment {\n      evaluationCount\n      likedByViewer\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c8b08bcdcdda846203085c87d0f4cf9";

export default node;
