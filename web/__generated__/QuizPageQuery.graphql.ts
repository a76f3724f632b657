/**
 * @generated SignedSource<<13ec642f57cafaee23c59d14263065d2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Licence = "CC0" | "CC_BY_4_0" | "CC_BY_NC_4_0" | "%future added value";
export type QuizPageQuery$variables = {
  language?: string | null | undefined;
  playing: boolean;
  quizId: number;
  seed: number;
};
export type QuizPageQuery$data = {
  readonly quiz?: {
    readonly recId: number;
    readonly round: {
      readonly questions: ReadonlyArray<{
        readonly author: string;
        readonly choices: ReadonlyArray<{
          readonly commonName: string | null | undefined;
          readonly recId: number;
          readonly scientificName: string;
        }>;
        readonly difficulty: number;
        readonly imageUrl: string;
        readonly index: number;
        readonly licence: Licence;
        readonly mediaId: number;
      }>;
      readonly seed: number;
    };
    readonly title: string;
  } | null | undefined;
  readonly quizzes: ReadonlyArray<{
    readonly id: string;
    readonly published: boolean;
    readonly questionCount: number;
    readonly recId: number;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"QuizBuilder_quiz">;
  }>;
  readonly viewer: {
    readonly can: {
      readonly buildQuizzes: boolean;
    };
  };
};
export type QuizPageQuery = {
  response: QuizPageQuery$data;
  variables: QuizPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "language"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "playing"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quizId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seed"
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewerCan",
      "kind": "LinkedField",
      "name": "can",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buildQuizzes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "published",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "quizId"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "seed",
      "variableName": "seed"
    }
  ],
  "concreteType": "QuizRound",
  "kind": "LinkedField",
  "name": "round",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuizQuestion",
      "kind": "LinkedField",
      "name": "questions",
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
          "name": "mediaId",
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
          "name": "author",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licence",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "difficulty",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuizSpecies",
          "kind": "LinkedField",
          "name": "choices",
          "plural": true,
          "selections": [
            (v6/*: any*/),
            (v11/*: any*/),
            {
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuizPageQuery",
    "selections": [
      (v4/*: any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Quiz",
        "kind": "LinkedField",
        "name": "quizzes",
        "plural": true,
        "selections": [
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuizBuilder_quiz"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "playing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*: any*/),
            "concreteType": "Quiz",
            "kind": "LinkedField",
            "name": "quiz",
            "plural": false,
            "selections": [
              (v6/*: any*/),
              (v7/*: any*/),
              (v12/*: any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v3/*: any*/),
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "QuizPageQuery",
    "selections": [
      (v4/*: any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Quiz",
        "kind": "LinkedField",
        "name": "quizzes",
        "plural": true,
        "selections": [
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": true,
            "selections": [
              (v6/*: any*/),
              (v11/*: any*/),
              (v5/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "genus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "family",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "region",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "months",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "licences",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuizSupply",
            "kind": "LinkedField",
            "name": "supply",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photos",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "species",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "playing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*: any*/),
            "concreteType": "Quiz",
            "kind": "LinkedField",
            "name": "quiz",
            "plural": false,
            "selections": [
              (v6/*: any*/),
              (v7/*: any*/),
              (v12/*: any*/),
              (v5/*: any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "77e9afa1acb7f192fb77df2c0e828eae",
    "id": null,
    "metadata": {},
    "name": "QuizPageQuery",
    "operationKind": "query",
    "text": "query QuizPageQuery(\n  $quizId: Int!\n  $seed: Int!\n  $playing: Boolean!\n  $language: String\n) {\n  viewer {\n    can {\n      buildQuizzes\n    }\n  }\n  quizzes {\n    id\n    recId\n    title\n    published\n    questionCount\n    ...QuizBuilder_quiz\n  }\n  quiz(recId: $quizId) @include(if: $playing) {\n    recId\n    title\n    round(seed: $seed) {\n      seed\n      questions {\n        index\n        mediaId\n        imageUrl\n        author\n        licence\n        difficulty\n        choices {\n          recId\n          scientificName\n          commonName(language: $language)\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment QuizBuilder_quiz on Quiz {\n  id\n  recId\n  title\n  published\n  species {\n    recId\n    scientificName\n    id\n  }\n  genus\n  family\n  country\n  region\n  months\n  questionCount\n  licences\n  supply {\n    photos\n    species\n  }\n}\n"
  }
};
})();

(node as any).hash = "286790b68dc6baaee253367de46e9666";

export default node;
