/**
 * @generated SignedSource<<62ec03ab2fc38e54abf578d5d9199f0a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEntitySettingsInput = {
  entity: string;
  pubAlert?: string | null | undefined;
  pubNote?: string | null | undefined;
  pubQuestion?: string | null | undefined;
};
export type EntitySettingsPageMutation$variables = {
  input: UpdateEntitySettingsInput;
};
export type EntitySettingsPageMutation$data = {
  readonly updateEntitySettings: {
    readonly __typename: string;
    readonly code?: string;
    readonly entity?: {
      readonly id: string;
      readonly pubAlert: string;
      readonly pubNote: string;
      readonly pubQuestion: string;
    };
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
    }>;
  };
};
export type EntitySettingsPageMutation = {
  response: EntitySettingsPageMutation$data;
  variables: EntitySettingsPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateEntitySettings",
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
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
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
                "name": "pubNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pubQuestion",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pubAlert",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EntityPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "EntitySettingsPageMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EntitySettingsPageMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "1d35d4f46781fe01fbc99404ec9932d9",
    "id": null,
    "metadata": {},
    "name": "EntitySettingsPageMutation",
    "operationKind": "mutation",
    "text": "mutation EntitySettingsPageMutation(\n  $input: UpdateEntitySettingsInput!\n) {\n  updateEntitySettings(input: $input) {\n    __typename\n    ... on EntityPayload {\n      code\n      entity {\n        id\n        pubNote\n        pubQuestion\n        pubAlert\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        code\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d71336c78e75d3f0bb115173d3881e8e";

export default node;
