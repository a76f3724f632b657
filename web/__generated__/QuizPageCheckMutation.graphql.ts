/**
 * @generated SignedSource<<86a0cc8e9f40042ddbd3c4f432a817fc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckQuizAnswersInput = {
  answers: ReadonlyArray<QuizAnswerInput>;
  count?: number | null | undefined;
  quizId: string;
  seed: number;
};
export type QuizAnswerInput = {
  mediaId: number;
  speciesId?: number | null | undefined;
};
export type QuizPageCheckMutation$variables = {
  input: CheckQuizAnswersInput;
  language?: string | null | undefined;
};
export type QuizPageCheckMutation$data = {
  readonly checkQuizAnswers: {
    readonly __typename: string;
    readonly answers?: ReadonlyArray<{
      readonly chosen: {
        readonly commonName: string | null | undefined;
        readonly scientificName: string;
      } | null | undefined;
      readonly correct: boolean;
      readonly imageUrl: string;
      readonly index: number;
      readonly species: {
        readonly commonName: string | null | undefined;
        readonly recId: number;
        readonly scientificName: string;
      };
      readonly thumbUrl: string | null | undefined;
    }>;
    readonly maxPoints?: number;
    readonly points?: number;
    readonly score?: number;
    readonly total?: number;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type QuizPageCheckMutation = {
  response: QuizPageCheckMutation$data;
  variables: QuizPageCheckMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "language",
      "variableName": "language"
    }
  ],
  "kind": "ScalarField",
  "name": "commonName",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuizAnswer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "index",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correct",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuizSpecies",
          "kind": "LinkedField",
          "name": "chosen",
          "plural": false,
          "selections": [
            (v3/*: any*/),
            (v4/*: any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuizSpecies",
          "kind": "LinkedField",
          "name": "species",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recId",
              "storageKey": null
            },
            (v3/*: any*/),
            (v4/*: any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuizResult",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*: any*/),
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
            (v6/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuizPageCheckMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "checkQuizAnswers",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v5/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v7/*: any*/)
            ],
            "args": null,
            "argumentDefinitions": []
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
    "name": "QuizPageCheckMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "checkQuizAnswers",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v5/*: any*/),
          (v7/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1692a19b516c0cdbaedaea9e5555d555",
    "id": null,
    "metadata": {},
    "name": "QuizPageCheckMutation",
    "operationKind": "mutation",
    "text": "mutation QuizPageCheckMutation(\n  $input: CheckQuizAnswersInput!\n  $language: String\n) {\n  checkQuizAnswers(input: $input) {\n    __typename\n    ... on QuizResult {\n      score\n      total\n      points\n      maxPoints\n      answers {\n        index\n        thumbUrl\n        imageUrl\n        correct\n        chosen {\n          scientificName\n          commonName(language: $language)\n        }\n        species {\n          recId\n          scientificName\n          commonName(language: $language)\n        }\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "323e515d608be2b160ec53126cbf5a17";

export default node;
