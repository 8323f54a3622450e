-- Health of a decisionmodel.io DecisionModel, from status.phase and its conditions.
-- Runs in Argo CD's default sandbox: only base, table and package are loaded.
local hs = {}

local ROLLING_OUT = {
  Pending = true, Resolving = true, Caching = true,
  Starting = true, Evaluating = true, Promoting = true,
}
local FAILED = { Degraded = true, RolledBack = true, Failed = true }

local function text(value)
  if value ~= nil and value ~= "" then
    return value
  end
  return nil
end

local status = obj.status
if status == nil then
  hs.status = "Progressing"
  hs.message = "Waiting for the controller to report status"
  return hs
end

-- A phase written for an older spec says nothing about the current one.
local generation = obj.metadata.generation
if generation ~= nil and status.observedGeneration ~= generation then
  hs.status = "Progressing"
  hs.message = "Waiting for the controller to observe generation " .. tostring(generation)
  return hs
end

-- The Degraded condition only explains a failure while it is True; Ready's message is the
-- fallback either way.
local degradedMessage = nil
local readyMessage = nil
for _, condition in ipairs(status.conditions or {}) do
  if condition.type == "Degraded" and condition.status == "True" then
    degradedMessage = text(condition.message)
  elseif condition.type == "Ready" then
    readyMessage = text(condition.message)
  end
end

local phase = status.phase
if phase == "Ready" then
  hs.status = "Healthy"
  hs.message = readyMessage or "Serving the current revision"
elseif phase == "AwaitingPromotion" then
  -- The candidate passed its gate; a person has to promote it. The stable keeps serving.
  hs.status = "Suspended"
  hs.message = "Candidate is waiting for manual promotion"
elseif phase ~= nil and ROLLING_OUT[phase] then
  hs.status = "Progressing"
  hs.message = "Rollout in progress: " .. phase
elseif phase ~= nil and FAILED[phase] then
  hs.status = "Degraded"
  hs.message = degradedMessage or readyMessage or phase
elseif phase == nil then
  hs.status = "Progressing"
  hs.message = "Waiting for the controller to report a phase"
else
  hs.status = "Progressing"
  hs.message = "Unrecognised phase: " .. tostring(phase)
end
return hs
