/**
 * @generated SignedSource<<20df86753b4c1608e6797f89543eb083>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MediaInfoInput = {
  author?: string | null | undefined;
  caption?: string | null | undefined;
  date?: string | null | undefined;
  description?: string | null | undefined;
  link?: string | null | undefined;
  location?: string | null | undefined;
  title?: string | null | undefined;
};
export type MediaInfoEditPopupMutation$variables = {
  id: string;
  input: MediaInfoInput;
};
export type MediaInfoEditPopupMutation$data = {
  readonly updateMediaInfo: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
    }>;
    readonly media?: {
      readonly author: string;
      readonly caption: string;
      readonly date: string | null | undefined;
      readonly description: string;
      readonly id: string;
      readonly link: string | null | undefined;
      readonly title: string;
    };
  };
};
export type MediaInfoEditPopupMutation = {
  response: MediaInfoEditPopupMutation$data;
  variables: MediaInfoEditPopupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateMediaInfo",
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
            "concreteType": "Media",
            "kind": "LinkedField",
            "name": "media",
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "author",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "caption",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MediaPayload",
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
    "name": "MediaInfoEditPopupMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "MediaInfoEditPopupMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "49790e3d0f4b2cbf92e6b34222ba1ede",
    "id": null,
    "metadata": {},
    "name": "MediaInfoEditPopupMutation",
    "operationKind": "mutation",
    "text": "mutation MediaInfoEditPopupMutation(\n  $id: ID!\n  $input: MediaInfoInput!\n) {\n  updateMediaInfo(id: $id, input: $input) {\n    __typename\n    ... on MediaPayload {\n      media {\n        id\n        title\n        author\n        caption\n        description\n        date\n        link\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        code\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "291c86c4c1ba134c79f05d74f9b49329";

export default node;
