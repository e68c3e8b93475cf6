import { useCallback, useRef } from "react";
import { toast } from "sonner";
import { useSessionUser } from "@/lib/auth-client.ts";
import type { ResearchData, ResearchInput, TopicsInput } from "../../../shared/schemas/studio.ts";
import { addCustomTopic } from "../../../shared/studio.ts";
import { STUDIO_FAILURES } from "../../../shared/studio-values.ts";
import { useGenerateTopics } from "./api/generate-topics.ts";
import { useResearchContent } from "./api/research-content.ts";
import { ConfigureStep } from "./components/configure-step.tsx";
import { EditStep } from "./components/edit-step.tsx";
import { GenerateStep } from "./components/generate-step.tsx";
import { ResearchResults } from "./components/research-results.tsx";
import { ResearchStep } from "./components/research-step.tsx";
import { StepNavigation } from "./components/step-navigation.tsx";
import { StudioHeader } from "./components/studio-header.tsx";
import { TopicsStep } from "./components/topics-step.tsx";
import { useScriptGeneration } from "./hooks/use-script-generation.ts";
import { useStudioWork } from "./hooks/use-studio-work.ts";
import { showFailureToast } from "./lib/failure-toast.tsx";
import type { StudioStep } from "./lib/studio-steps.ts";
import { initialWork, type ResearchFormValues } from "./lib/studio-work.ts";

/** spec §2 Content Studio (/content-studio): the five-step script workflow. */
export function StudioPage() {
  const { user } = useSessionUser();
  if (!user) return null;
  // Each member has their own work in progress.
  return <Studio key={user.id} userId={user.id} />;
}

function Studio({ userId }: { userId: string }) {
  const [work, dispatch] = useStudioWork(userId);
  const research = useResearchContent();
  const topics = useGenerateTopics();
  const generation = useScriptGeneration(
    useCallback((script: string) => dispatch({ type: "scriptGenerated", script }), [dispatch]),
  );
  // Answers that arrive after 'Start over' belong to work that no longer exists.
  const epoch = useRef(0);

  const runTopics = async (researchData: ResearchData, input: Pick<TopicsInput, "niche" | "topic">) => {
    const started = epoch.current;
    try {
      const result = await topics.mutateAsync({ researchData, niche: input.niche, topic: input.topic });
      if (started === epoch.current) dispatch({ type: "topicsGenerated", topics: result.topics });
    } catch (error) {
      if (started === epoch.current) showFailureToast("Topic Generation Failed", STUDIO_FAILURES.topics, error);
    }
  };

  const runResearch = async (input: ResearchInput) => {
    const started = epoch.current;
    try {
      const { researchData } = await research.mutateAsync(input);
      if (started !== epoch.current) return;
      dispatch({ type: "researchSucceeded", researchData });
      // spec §4: topics are generated automatically after successful research.
      void runTopics(researchData, input);
    } catch (error) {
      if (started === epoch.current) showFailureToast("Research Failed", STUDIO_FAILURES.research, error);
    }
  };

  const goToStep = (step: StudioStep) => {
    if (step !== work.step) generation.reset();
    dispatch({ type: "goToStep", step });
  };

  const addTopic = (input: string): boolean => {
    const trimmed = input.trim();
    if (work.generatedTopics.includes(trimmed)) {
      // Already suggested: select the suggestion rather than list it twice.
      if (!work.selectedTopics.includes(trimmed)) dispatch({ type: "toggleTopic", topic: trimmed });
      return true;
    }
    const added = addCustomTopic(work.customTopics, input);
    if (!added) return trimmed.length > 0;
    dispatch({ type: "customTopicAdded", topic: added.topic });
    toast.success("Custom Topic Added", { description: added.topic });
    return true;
  };

  const continueToConfigure = () => {
    if (work.selectedTopics.length === 0) {
      toast.error("No Topics Selected", { description: "Please select at least one topic to include in your script." });
      return;
    }
    dispatch({ type: "topicsConfirmed" });
  };

  const startGeneration = () => {
    if (!work.researchData) return;
    dispatch({ type: "generationStarted" });
    void generation.start({
      researchData: work.researchData,
      scriptConfig: work.config,
      selectedTopics: work.selectedTopics,
    });
  };

  const startOver = () => {
    epoch.current += 1;
    generation.reset();
    research.reset();
    topics.reset();
    dispatch({ type: "startOver" });
  };

  const onResearchInputChange = useCallback(
    (research: ResearchFormValues) => dispatch({ type: "researchInputChanged", research }),
    [dispatch],
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <StudioHeader canStartOver={work !== initialWork} onStartOver={startOver} />
      <StepNavigation current={work.step} onSelect={goToStep} />

      {work.step === "research" && (
        <>
          <ResearchStep
            key={epoch.current}
            values={work.research}
            isResearching={research.isPending}
            onChange={onResearchInputChange}
            onResearch={runResearch}
          />
          {work.researchData && !research.isPending && <ResearchResults data={work.researchData} />}
        </>
      )}

      {work.step === "topics" && work.researchData && (
        <>
          <ResearchResults data={work.researchData} />
          <TopicsStep
            work={work}
            isGenerating={topics.isPending}
            onGenerate={() => work.researchData && runTopics(work.researchData, toTopicContext(work.research))}
            onRegenerate={() => dispatch({ type: "showTopicButton" })}
            onToggle={(topic) => dispatch({ type: "toggleTopic", topic })}
            onAddCustom={addTopic}
            onRemoveCustom={(topic) => dispatch({ type: "customTopicRemoved", topic })}
            onContinue={continueToConfigure}
          />
        </>
      )}

      {work.step === "configure" && (
        <ConfigureStep
          config={work.config}
          selectedTopics={work.selectedTopics}
          onChange={(config) => dispatch({ type: "configChanged", config })}
          onGenerate={startGeneration}
        />
      )}

      {work.step === "generate" && (
        <GenerateStep
          generation={generation}
          durationMinutes={work.config.duration}
          onStart={startGeneration}
          onCancel={generation.cancel}
          onBack={() => goToStep("configure")}
          onKeepPartial={(script) => {
            generation.reset();
            dispatch({ type: "scriptGenerated", script });
          }}
        />
      )}

      {work.step === "edit" && work.editor && (
        <EditStep editor={work.editor} config={work.config} dispatch={dispatch} />
      )}
    </div>
  );
}

/** The research inputs that give topic generation its context (the niche only when it is one). */
function toTopicContext(research: ResearchFormValues): Pick<TopicsInput, "niche" | "topic"> {
  return { niche: research.niche || undefined, topic: research.topic.trim() || undefined };
}
