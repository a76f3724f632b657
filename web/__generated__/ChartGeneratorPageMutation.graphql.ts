/**
 * @generated SignedSource<<5b4c1c3c9bbbfb776101fa8caba96f97>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChartGeneratorPageMutation$variables = {
  id: string;
};
export type ChartGeneratorPageMutation$data = {
  readonly generateSpeciesChart: {
    readonly __typename: "SpeciesChartPayload";
    readonly records: number;
    readonly species: {
      readonly id: string;
      readonly timegraphImageUrl: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ChartGeneratorPageMutation = {
  response: ChartGeneratorPageMutation$data;
  variables: ChartGeneratorPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
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
    "name": "generateSpeciesChart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "records",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
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
                "name": "timegraphImageUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SpeciesChartPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChartGeneratorPageMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ChartGeneratorPageMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "cdd73fbceca2c46a62a08cf7b897e91b",
    "id": null,
    "metadata": {},
    "name": "ChartGeneratorPageMutation",
    "operationKind": "mutation",
    "text": "mutation ChartGeneratorPageMutation(\n  $id: ID!\n) {\n  generateSpeciesChart(id: $id) {\n    __typename\n    ... on SpeciesChartPayload {\n      records\n      species {\n        id\n        timegraphImageUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a4e0d23916ea6fe0dca640b61dc7ae5f";

export default node;
