import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { showFailure } from "@/lib/failure-toast.tsx";
import { useSessionUser } from "@/lib/session.ts";
import { parseStudioBinding, parseStudioResearch } from "@/lib/studio-link.ts";
import { toast } from "@/lib/toast.ts";
import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { lengthUnit } from "../../../shared/length.ts";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import type { ResearchData, ResearchInput, TopicsInput } from "../../../shared/schemas/studio.ts";
import type { VideoDetail } from "../../../shared/schemas/video.ts";
import { addCustomTopic } from "../../../shared/studio.ts";
import { useGenerateTopics } from "./api/generate-topics.ts";
import { useResearchContent } from "./api/research-content.ts";
import { BoundPresence } from "./components/bound-presence.tsx";
import { BoundStudio } from "./components/bound-studio.tsx";
import { BoundVideoBar } from "./components/bound-video-bar.tsx";
import { ChannelPicker } from "./components/channel-picker.tsx";
import { ConfigureStep } from "./components/configure-step.tsx";
import { OfflineNotice, SaveStatus, StudioRestoring } from "./components/draft-status.tsx";
import { EditStep } from "./components/edit-step.tsx";
import { GenerateStep } from "./components/generate-step.tsx";
import { ResearchResults } from "./components/research-results.tsx";
import { ResearchStep } from "./components/research-step.tsx";
import { StepNavigation } from "./components/step-navigation.tsx";
import { StudioHeader } from "./components/studio-header.tsx";
import { TopicsStep } from "./components/topics-step.tsx";
import { UnsavedEditsDialog } from "./components/unsaved-edits-dialog.tsx";
import { DiscardWrittenDialog } from "./components/written-text-choice.tsx";
import { useChannelOptions } from "./hooks/use-channel-options.ts";
import { useScriptGeneration } from "./hooks/use-script-generation.ts";
import { useStudioWork } from "./hooks/use-studio-work.ts";
import { configFromSavedScript, hasUnsavedText, isBlankResearch, researchFromVideo } from "./lib/bound-video.ts";
import { holdsWrittenText } from "./lib/script-generation.ts";
import type { StudioStep } from "./lib/studio-steps.ts";
import { initialWork, type ResearchFields, type ResearchFormValues, type StudioWork } from "./lib/studio-work.ts";

/** What the Edit & Export step's "Package" panel (issue 12, composed in by the router) works from. */
export interface PackagePanelSlot {
  video: { id: string; title: string; channelId: string; folderId: string } | null;
  brief: {
    script: string;
    topic: string;
    keywords: string[];
    channelId?: string;
    research?: string;
    language?: string;
  };
  packaging: PackagingContent | null;
  onPackagingChange: (packaging: PackagingContent | null) => void;
  wordsPerMinute?: number;
}

/** spec §2 Content Studio (/content-studio): the five-step script workflow. */
export function StudioPage({
  channelId,
  renderPackagePanel,
}: {
  channelId?: string;
  renderPackagePanel?: (slot: PackagePanelSlot) => ReactNode;
} = {}) {
  const { user } = useSessionUser();
  const [params] = useSearchParams();
  const binding = parseStudioBinding(params);
  if (!user) return null;
  // Each member has their own work in progress, and one per video they write for (issue 10).
  if (binding) {
    return (
      <BoundStudio key={`${user.id}:${binding.videoId}`} binding={binding}>
        {(video, openSaved) => (
          <Studio
            userId={user.id}
            video={video}
            openSaved={openSaved}
            initialChannelId={video.channel.id}
            renderPackagePanel={renderPackagePanel}
          />
        )}
      </BoundStudio>
    );
  }
  return (
    <Studio
      key={user.id}
      userId={user.id}
      video={null}
      openSaved={false}
      initialChannelId={channelId}
      renderPackagePanel={renderPackagePanel}
    />
  );
}

interface StudioProps {
  userId: string;
  /** The video the studio writes for (`?video=`), or null for the spec's unbound studio. */
  video: VideoDetail | null;
  /** 'Edit script': open the editor on the video's saved script (asking first if that replaces edits). */
  openSaved: boolean;
  /**
   * The channel to pick in step 1 (the studio bound to a video passes that video's channel, issue 11);
   * the member can still change it.
   */
  initialChannelId?: string;
  renderPackagePanel?: (slot: PackagePanelSlot) => ReactNode;
}

function Studio({ userId, video, openSaved, initialChannelId, renderPackagePanel }: StudioProps) {
  const { t } = useTranslation("studio");
  const [work, dispatch, draft] = useStudioWork(userId, video?.id ?? null);
  const [, setParams] = useSearchParams();
  // The version a bound generation builds on: the video's newest when generation started.
  const generationBase = useRef<number | null>(null);
  const channels = useChannelOptions();
  // The picked channel as the library knows it; one deleted since reads as no channel.
  const channel = channels.data?.find((c) => c.id === work.research.channelId);
  const channelId = channel?.id;
  // The script's language is the member's pick, else the bound video's own (a translation's, while its
  // channel is the one picked), else the picked channel's, else English; a channel picked later still
  // leads until the member picks one themselves.
  const boundLanguage = video && (!channel || channel.id === video.channel.id) ? video.language : undefined;
  const language = work.config.language ?? boundLanguage ?? channel?.language ?? DEFAULT_LANGUAGE;
  const config = useMemo(() => ({ ...work.config, language }), [work.config, language]);
  useEffect(() => {
    // Once the work is restored, and only when no channel is picked yet (never over the member's pick).
    if (initialChannelId && !draft.restoring && !work.research.channelId) {
      dispatch({ type: "channelPicked", channelId: initialChannelId });
    }
  }, [initialChannelId, draft.restoring, work.research.channelId, dispatch]);
  const research = useResearchContent();
  const topics = useGenerateTopics();
  const generation = useScriptGeneration(
    useCallback(
      (script: string) => dispatch({ type: "scriptGenerated", script, baseVersion: generationBase.current }),
      [dispatch],
    ),
  );
  // Answers that arrive after 'Start over' belong to work that no longer exists.
  const epoch = useRef(0);
  // A step the member asked for while the generate step holds written text: asked about first.
  const [leavingFor, setLeavingFor] = useState<StudioStep | null>(null);

  const runTopics = async (researchData: ResearchData, input: Pick<TopicsInput, "niche" | "topic">) => {
    const started = epoch.current;
    try {
      const result = await topics.mutateAsync({ researchData, niche: input.niche, topic: input.topic });
      if (started === epoch.current) dispatch({ type: "topicsGenerated", topics: result.topics });
    } catch (error) {
      if (started === epoch.current)
        showFailure(t("Topic Generation Failed"), error, t("Failed to generate topics. Please try again."));
    }
  };

  const runResearch = async (input: ResearchInput) => {
    const started = epoch.current;
    try {
      // The idea's material is the server's to load: the request names the idea (decision 035).
      const ideaId = work.research.ideaId || undefined;
      const { researchData } = await research.mutateAsync({ ...input, ideaId });
      if (started !== epoch.current) return;
      dispatch({ type: "researchSucceeded", researchData });
      // spec §4: topics are generated automatically after successful research.
      void runTopics(researchData, input);
    } catch (error) {
      if (started === epoch.current)
        showFailure(t("Research Failed"), error, t("Failed to complete research. Please try again."));
    }
  };

  const goToStep = (step: StudioStep) => {
    if (step !== work.step && holdsWrittenText(generation)) {
      // Issue 11: written text is kept or discarded on purpose, never lost by leaving the step. The
      // writing goes on while the member decides; confirming stops it.
      setLeavingFor(step);
      return;
    }
    if (step !== work.step) generation.reset();
    dispatch({ type: "goToStep", step });
  };

  const discardWritten = (step: StudioStep) => {
    setLeavingFor(null);
    generation.reset();
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
    toast.success(t("Custom Topic Added"), { description: added.topic });
    return true;
  };

  const continueToConfigure = () => {
    if (work.selectedTopics.length === 0) {
      toast.error(t("No Topics Selected"), {
        description: t("Please select at least one topic to include in your script."),
      });
      return;
    }
    dispatch({ type: "topicsConfirmed" });
  };

  const startGeneration = () => {
    if (!work.researchData) return;
    generationBase.current = video?.script?.version ?? null;
    dispatch({ type: "generationStarted" });
    void generation.start(
      {
        researchData: work.researchData,
        channelId,
        scriptConfig: config,
        selectedTopics: work.selectedTopics,
      },
      channel?.wordsPerMinute,
    );
  };

  const startOver = () => {
    epoch.current += 1;
    generation.reset();
    research.reset();
    topics.reset();
    dispatch({ type: "startOver" });
  };

  // A bound studio with nothing researched starts research from the video's title and keywords; a
  // link with research of its own (an idea's "Write script") from that, never over the member's inputs.
  const [params] = useSearchParams();
  const fromLink = useMemo(() => parseStudioResearch(params), [params]);
  const blank = !draft.restoring && !work.researchData && isBlankResearch(work.research);
  const startsFromLink = fromLink !== null && blank;
  const startsFromVideo = video !== null && blank;
  const researchValues = useMemo(
    () =>
      startsFromLink && fromLink
        ? { ...work.research, ...fromLink }
        : startsFromVideo && video
          ? researchFromVideo(work.research, video)
          : work.research,
    [startsFromLink, fromLink, startsFromVideo, video, work.research],
  );
  useEffect(() => {
    if (startsFromLink || startsFromVideo) dispatch({ type: "researchInputChanged", research: researchValues });
  }, [startsFromLink, startsFromVideo, researchValues, dispatch]);

  // 'Edit script': the editor on the saved newest text, unless that would replace unsaved text.
  const [askAboutUnsaved, setAskAboutUnsaved] = useState(false);
  const handledOpenSaved = useRef(false);
  const saved = video?.script ?? null;
  const resetGeneration = generation.reset;
  const openSavedScript = useCallback(() => {
    if (!saved) return;
    resetGeneration();
    dispatch({
      type: "savedScriptOpened",
      script: saved.content,
      version: saved.version,
      config: configFromSavedScript(saved),
    });
  }, [saved, dispatch, resetGeneration]);
  const finishOpenSaved = useCallback(() => {
    setAskAboutUnsaved(false);
    if (video) setParams({ video: video.id }, { replace: true });
  }, [video, setParams]);
  useEffect(() => {
    // Only once the work in progress is restored: the text at stake is known then.
    if (!openSaved || !video || draft.restoring || handledOpenSaved.current) return;
    handledOpenSaved.current = true;
    if (!saved) {
      toast.info(t("This video has no saved script yet"), {
        description: t("Write one here: it saves to this video."),
      });
      finishOpenSaved();
    } else if (hasUnsavedText(work.editor, saved.content)) {
      setAskAboutUnsaved(true);
    } else {
      openSavedScript();
      finishOpenSaved();
    }
  }, [openSaved, video, draft.restoring, saved, work.editor, openSavedScript, finishOpenSaved, t]);

  const onResearchInputChange = useCallback(
    (research: ResearchFields) => dispatch({ type: "researchInputChanged", research }),
    [dispatch],
  );

  if (draft.restoring) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8">
        <StudioHeader canStartOver={false} onStartOver={startOver} />
        <StudioRestoring />
      </div>
    );
  }

  const hasWork = work !== initialWork;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <StudioHeader
        canStartOver={hasWork}
        onStartOver={startOver}
        saveStatus={hasWork ? <SaveStatus state={draft.save} /> : null}
      />
      {draft.offline && <OfflineNotice />}
      {video && <BoundVideoBar video={video} />}
      {video && <BoundPresence videoId={video.id} editing={hasUnsavedText(work.editor, saved?.content ?? "")} />}
      {askAboutUnsaved && saved && (
        <UnsavedEditsDialog
          savedVersion={saved.version}
          onContinue={finishOpenSaved}
          onOpenSaved={() => {
            openSavedScript();
            finishOpenSaved();
          }}
        />
      )}
      <StepNavigation current={work.step} onSelect={goToStep} />

      {work.step === "research" && (
        <>
          <ResearchStep
            key={epoch.current}
            values={researchValues}
            isResearching={research.isPending}
            onChange={onResearchInputChange}
            onResearch={runResearch}
            onLeaveOutIdea={() => dispatch({ type: "ideaMaterialLeftOut" })}
            channelPicker={
              <ChannelPicker
                channels={channels.data}
                channelId={work.research.channelId}
                disabled={research.isPending}
                onPick={(id) => dispatch({ type: "channelPicked", channelId: id })}
              />
            }
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
          config={config}
          channel={channel}
          selectedTopics={work.selectedTopics}
          onChange={(config) => dispatch({ type: "configChanged", config })}
          onGenerate={startGeneration}
        />
      )}

      {work.step === "generate" && (
        <GenerateStep
          generation={generation}
          durationMinutes={work.config.duration}
          wordsPerMinute={channel?.wordsPerMinute}
          onStart={startGeneration}
          onCancel={generation.cancel}
          onBack={() => goToStep("configure")}
          onKeepPartial={(script) => {
            generation.reset();
            dispatch({ type: "scriptGenerated", script, baseVersion: generationBase.current });
          }}
          onDiscard={() => discardWritten("configure")}
        />
      )}
      <DiscardWrittenDialog
        open={leavingFor !== null}
        onOpenChange={(open) => !open && setLeavingFor(null)}
        length={generation.length}
        unit={lengthUnit(generation.language)}
        onConfirm={() => leavingFor && discardWritten(leavingFor)}
      />

      {work.step === "edit" && work.editor && (
        <EditStep
          editor={work.editor}
          config={config}
          channelId={channelId}
          dispatch={dispatch}
          binding={
            video
              ? {
                  videoId: video.id,
                  baseVersion: work.baseVersion,
                  long: video.format === "long",
                  unsavedEdits: hasUnsavedText(work.editor, saved?.content ?? ""),
                }
              : undefined
          }
          output={{ title: video?.title, wordsPerMinute: channel?.wordsPerMinute, language, format: video?.format }}
          packaging={video ? null : work.packaging}
          packagePanel={renderPackagePanel?.({
            video: video && {
              id: video.id,
              title: video.title,
              channelId: video.channel.id,
              folderId: video.folder.id,
            },
            brief: packagingBrief(work, video, language),
            packaging: work.packaging,
            onPackagingChange: (packaging) => dispatch({ type: "packagingChanged", packaging }),
            wordsPerMinute: channel?.wordsPerMinute,
          })}
        />
      )}
    </div>
  );
}

/** What the Package panel writes from: the editor's text, the topic, keywords and research. */
function packagingBrief(work: StudioWork, video: VideoDetail | null, language: string): PackagePanelSlot["brief"] {
  const research = work.researchData;
  return {
    script: work.editor?.text ?? "",
    topic: work.research.topic.trim() || video?.title || "",
    keywords: video?.targetKeywords.length ? video.targetKeywords : (research?.keywordIdeas.slice(0, 10) ?? []),
    channelId: work.research.channelId || undefined,
    research: research ? `${research.summary}\n${research.keyPoints.map((p) => `- ${p}`).join("\n")}` : undefined,
    language,
  };
}

/** The research inputs that give topic generation its context (the niche only when it is one). */
function toTopicContext(research: ResearchFormValues): Pick<TopicsInput, "niche" | "topic"> {
  return { niche: research.niche || undefined, topic: research.topic.trim() || undefined };
}
